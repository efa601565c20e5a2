// The virtual module made by build.mjs from i18n/*.json.
declare module 'renju:catalogs' {
  const catalogs: Record<string, Record<string, string | Record<string, string>>>;
  export default catalogs;
}

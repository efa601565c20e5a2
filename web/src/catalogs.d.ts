// The virtual module made by build.mjs from i18n/*.json: each language's catalog, loaded on demand.
declare module 'renju:catalogs' {
  type Catalog = Record<string, string | Record<string, string>>;
  const loaders: Record<string, () => Promise<{ default: Catalog }>>;
  export default loaders;
}

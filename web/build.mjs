// Builds the game page's module and its stylesheet into dist/ with esbuild, with the i18n
// catalogs (../i18n/*.json, the same files the server reads) trimmed to the keys the client uses,
// one chunk per language loaded on demand. Prints the gzipped sizes (the module with its largest
// catalog against the JS budget) and fails when a budget is exceeded.
// Usage: node build.mjs [--outdir DIR]   (default web/dist; CMake builds into its build folder
// and embeds the result in the `renju` binary, see src/site/CMakeLists.txt).
import * as esbuild from 'esbuild';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const i18nDir = join(here, '..', 'i18n');
const outArg = process.argv.indexOf('--outdir');
const outDir = outArg > 0 && process.argv[outArg + 1] ? resolve(process.argv[outArg + 1]) : join(here, 'dist');
// Keys the server-rendered pages use only; everything else is needed by the live game.
const serverOnly = ['home.', 'rule.', 'rules.', 'site.'];
const budgets = { 'app.js': 50 * 1024, 'app.css': 15 * 1024 };

// `renju:catalogs` is a map from each language to a loader of its catalog, `renju:catalog/<lang>`;
// each catalog becomes a chunk of its own, so a page loads only its own language.
function trimmed(lang) {
  const all = JSON.parse(readFileSync(join(i18nDir, `${lang}.json`), 'utf8'));
  const kept = {};
  for (const [k, v] of Object.entries(all)) {
    // Rule names are also the client's (My games lists each game's rule).
    if (k === 'lang.complete' || k === 'lang.sameAsEnglish') continue;
    if (k === 'lang.name' || /^rule\.[a-z0-9-]+\.name$/.test(k) || !serverOnly.some((p) => k.startsWith(p))) kept[k] = v;
  }
  return kept;
}
// The offered languages: every catalog but drafts ("lang.complete": false, see docs/i18n.md).
const languages = readdirSync(i18nDir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => f.replace(/\.json$/, ''))
  .filter((l) => JSON.parse(readFileSync(join(i18nDir, `${l}.json`), 'utf8'))['lang.complete'] !== false)
  .sort();

const catalogsPlugin = {
  name: 'renju-catalogs',
  setup(build) {
    build.onResolve({ filter: /^renju:catalogs?(\/[A-Za-z0-9-]+)?$/ }, (args) => ({ path: args.path.slice('renju:'.length), namespace: 'renju' }));
    build.onLoad({ filter: /.*/, namespace: 'renju' }, (args) => {
      if (args.path === 'catalogs') {
        const loaders = languages.map((l) => `${JSON.stringify(l)}: () => import(${JSON.stringify(`renju:catalog/${l}`)})`);
        return { contents: `export default {${loaders.join(',')}};`, loader: 'js' };
      }
      const lang = args.path.slice('catalog/'.length);
      return {
        contents: `export default ${JSON.stringify(trimmed(lang))};`,
        loader: 'js',
        watchFiles: [join(i18nDir, `${lang}.json`)],
      };
    });
  },
};

rmSync(outDir, { recursive: true, force: true });
await esbuild.build({
  entryPoints: [join(here, 'src', 'app.ts'), join(here, 'src', 'app.css')],
  bundle: true,
  minify: true,
  format: 'esm',
  splitting: true,
  charset: 'utf8',
  chunkNames: 'i18n-[hash]',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  outdir: outDir,
  entryNames: '[name]',
  plugins: [catalogsPlugin],
  logLevel: 'warning',
  legalComments: 'none',
});

const gz = (name) => gzipSync(readFileSync(join(outDir, name)), { level: 9 }).length;
const raw = (name) => statSync(join(outDir, name)).size;
const chunks = readdirSync(outDir).filter((f) => f.startsWith('i18n-'));
const largest = chunks.reduce((a, b) => (gz(a) >= gz(b) ? a : b));
let over = false;
for (const [name, limit] of Object.entries(budgets)) {
  const extra = name === 'app.js' ? largest : null;
  const size = gz(name) + (extra ? gz(extra) : 0);
  const ok = size <= limit;
  over ||= !ok;
  const what = extra ? `${name} + ${extra} (largest of ${chunks.length} catalogs)` : name;
  console.log(`web: ${what} ${raw(name) + (extra ? raw(extra) : 0)} B, ${size} B gzipped (budget ${limit} B) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (over) process.exit(1);

// Builds the game page's one module and its stylesheet into dist/ with esbuild, embedding the
// i18n catalogs (../i18n/*.json, the same files the server reads) trimmed to the keys the
// client uses. Prints the gzipped sizes and fails when a budget is exceeded.
import * as esbuild from 'esbuild';
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const i18nDir = join(here, '..', 'i18n');
// Keys the server-rendered pages use only; everything else is needed by the live game.
const serverOnly = ['home.', 'rule.', 'rules.', 'site.'];
const budgets = { 'app.js': 50 * 1024, 'app.css': 15 * 1024 };

const catalogsPlugin = {
  name: 'renju-catalogs',
  setup(build) {
    build.onResolve({ filter: /^renju:catalogs$/ }, () => ({ path: 'catalogs', namespace: 'renju' }));
    build.onLoad({ filter: /.*/, namespace: 'renju' }, () => {
      const out = {};
      const files = readdirSync(i18nDir).filter((f) => f.endsWith('.json')).sort();
      for (const f of files) {
        const all = JSON.parse(readFileSync(join(i18nDir, f), 'utf8'));
        const kept = {};
        for (const [k, v] of Object.entries(all)) {
          if (k === 'lang.name' || !serverOnly.some((p) => k.startsWith(p))) kept[k] = v;
        }
        out[f.replace(/\.json$/, '')] = kept;
      }
      return {
        contents: `export default ${JSON.stringify(out)};`,
        loader: 'js',
        watchFiles: files.map((f) => join(i18nDir, f)),
      };
    });
  },
};

rmSync(join(here, 'dist'), { recursive: true, force: true });
await esbuild.build({
  entryPoints: [join(here, 'src', 'app.ts'), join(here, 'src', 'app.css')],
  bundle: true,
  minify: true,
  format: 'esm',
  target: ['es2020', 'chrome100', 'firefox100', 'safari15'],
  outdir: join(here, 'dist'),
  entryNames: '[name]',
  plugins: [catalogsPlugin],
  logLevel: 'warning',
  legalComments: 'none',
});

let over = false;
for (const [name, limit] of Object.entries(budgets)) {
  const file = join(here, 'dist', name);
  const raw = statSync(file).size;
  const gz = gzipSync(readFileSync(file), { level: 9 }).length;
  const ok = gz <= limit;
  over ||= !ok;
  console.log(`web: ${name} ${raw} B, ${gz} B gzipped (budget ${limit} B) ${ok ? 'ok' : 'OVER BUDGET'}`);
}
if (over) process.exit(1);

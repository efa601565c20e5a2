// The engine answer's text (src/analysis_text.ts) from the real catalogs, without a browser or
// a server: a VCT of threes and fours and one with quiet moves that threaten a VCF are told
// apart, in English and in another language. (The browser test of analysis.test.mjs asks the
// real server; a quiet-threat win needs more nodes than the site's analysis spends.)
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

async function textCode() {
  // The catalogs' loaders are the build's virtual module; the test hands catalogs in itself.
  const noLoaders = {
    name: 'no-loaders',
    setup(build) {
      build.onResolve({ filter: /^renju:catalogs$/ }, () => ({ path: 'catalogs', namespace: 'stub' }));
      build.onLoad({ filter: /.*/, namespace: 'stub' }, () => ({ contents: 'export default {};', loader: 'js' }));
    },
  };
  const out = await esbuild.build({
    stdin: {
      contents: "export { engineItems } from './src/analysis_text';\nexport { I18n } from './src/i18n';\n",
      resolveDir: web,
      loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'neutral', write: false, plugins: [noLoaders],
  });
  return import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0].text)}`);
}
const { engineItems, I18n } = await textCode();
const catalog = (lang) => JSON.parse(readFileSync(join(web, '..', 'i18n', `${lang}.json`), 'utf8'));

function answer(vctBlack) {
  const none = { win: false, line: [] };
  return {
    to_move: 'black',
    best: [{ move: 'g12', score: 30000, proven: 'win', pv: ['g12', 'e10'] }],
    vcf: { black: none, white: none },
    vct: { black: vctBlack, white: { ...none, quiet: [] } },
  };
}
const texts = (items) => items.map((i) => i.text);

test('a VCT with quiet threats names them; one of threes and fours does not', () => {
  const en = new I18n('en', catalog('en'));
  const plain = texts(engineItems(en, answer({ win: true, line: ['j8', 'i7', 'i8'], quiet: [] })));
  assert.ok(plain.includes('Black wins by threes and fours (VCT), starting at j8.'), plain.join('\n'));
  const quiet = engineItems(en, answer({ win: true, line: ['g12', 'e10', 'h14'], quiet: ['g12'] }));
  const said = texts(quiet);
  assert.ok(said.includes('Black wins by continuous threats (VCT), starting at g12, with quiet moves '
    + 'that threaten a VCF: g12.'), said.join('\n'));
  assert.ok(!said.some((s) => s.startsWith('Black wins by threes and fours')), said.join('\n'));
  // The line is still listed under it, numbered.
  const vct = quiet.find((i) => i.text.includes('g12, with'));
  assert.deepEqual(vct.children.map((c) => c.text), ['1. g12 2. e10 3. h14']);
  // An answer without the field (an older server) reads as threes and fours.
  const old = texts(engineItems(en, answer({ win: true, line: ['j8', 'i7'] })));
  assert.ok(old.includes('Black wins by threes and fours (VCT), starting at j8.'));
});

test('every language has the quiet-threat sentence, with its points', () => {
  for (const lang of ['de', 'ja', 'pl', 'zh-Hant']) {
    const t = new I18n(lang, catalog(lang));
    const said = texts(engineItems(t, answer({ win: true, line: ['g12', 'e10'], quiet: ['g12', 'k11'] })));
    const line = said.find((s) => s.includes('g12 k11'));
    assert.ok(line, `${lang}: ${said.join('\n')}`);
    assert.ok(!line.includes('{') && !line.includes('⟦'), `${lang}: ${line}`);
  }
});

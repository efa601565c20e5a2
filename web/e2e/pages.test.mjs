// Every page in every language: complete (no missing key), translated (no English left), with
// the shared frame; the rules page's four-row table; the game page's client texts too.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, LANGS, createGame, sharedBrowser, newPage, waitLoaded } from './helpers.mjs';

const PAGES = ['/', '/rules/taraguchi-10', '/rules/standard', '/analysis'];
// English phrases that must not appear once a page is translated.
const ENGLISH = [
  'Skip to main content', 'No registration needed', 'New game', 'Rule changes', 'History',
  'Your turn', 'You play', 'You are watching', 'Connected', 'Move numbers', 'Resign',
  'Offer a draw', 'Waiting for', 'Confirm before placing', 'Moves', 'Download the record',
  'Review the game', 'Ask the engine', 'Analysis board',
];

const shared = sharedBrowser();

test('/ redirects by Accept-Language', async () => {
  for (const [header, lang] of [['el-GR,el;q=0.9', 'el'], ['pl', 'pl'], ['am-ET', 'en'], ['es-AR,es', 'es']]) {
    const r = await fetch(`${BASE}/`, { headers: { 'Accept-Language': header }, redirect: 'manual' });
    assert.equal(r.status, 302);
    assert.equal(r.headers.get('location'), `/${lang}/`);
  }
});

test('every server-rendered page in every language', async () => {
  const page = await newPage(shared.browser);
  for (const lang of LANGS) {
    for (const path of PAGES) {
      const r = await page.goto(`${BASE}/${lang}${path}`);
      assert.equal(r.status(), 200, `${lang}${path}`);
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /⟦/, `${lang}${path}: a key is missing`);
      if (lang !== 'en') {
        for (const phrase of ENGLISH) assert.ok(!body.includes(phrase), `${lang}${path}: English "${phrase}"`);
      }
      // The skip link is the first thing Tab reaches, and it leads to main.
      await page.keyboard.press('Tab');
      assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#main');
      assert.equal(await page.locator('link[rel="alternate"][hreflang]').count(), LANGS.length + 1);
      assert.equal(await page.locator('.langs a').count(), LANGS.length);
      assert.match(await page.locator('.site-footer .build').innerText(), /^v\d+\.\d+\.\d+ · \w+$/);
    }
    await page.goto(`${BASE}/${lang}/rules/taraguchi-10`);
    assert.equal(await page.locator('table.changes tbody tr').count(), 4);
    assert.equal(await page.locator('table.changes tbody th[scope="row"]').count(), 4);
  }
  assert.deepEqual(page.errors, []);
});

test('the language switcher keeps the page', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/rules/standard`);
  await page.locator('.langs summary').click();
  await page.locator('.langs a[hreflang="de"]').click();
  await page.waitForURL(`${BASE}/de/rules/standard`);
  assert.equal(await page.locator('h1').innerText(), 'Standard-Renju');
});

test('the game page in every language, as player and as spectator', async () => {
  const g = await createGame('taraguchi-10', 'white');
  for (const lang of LANGS) {
    for (const [role, url] of [['player', `/${lang}/game/${g.id}#s=${g.secret}`], ['spectator', `/${lang}/game/${g.id}`]]) {
      const page = await newPage(shared.browser);
      await page.goto(`${BASE}${url}`);
      await waitLoaded(page);
      const body = await page.locator('body').innerText();
      assert.doesNotMatch(body, /⟦/, `${lang} ${role}: a key is missing`);
      if (lang !== 'en') {
        for (const phrase of ENGLISH) assert.ok(!body.includes(phrase), `${lang} ${role}: English "${phrase}"`);
      }
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  }
});

// Accessibility: axe-core on the home, rules and game pages (player view, with the invite box
// and the opening highlighted) finds no serious or critical violation; the server-rendered pages
// (home, rules, error page) none of any impact, in every language, on a desktop and a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE, createGame, sharedBrowser, newPage, waitLoaded } from './helpers.mjs';

const shared = sharedBrowser();

async function check(page, what, anyImpact = false) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    what,
  );
}

test('home, rules and error pages in every language: no violation of any impact', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 568 }]) {
    const page = await newPage(shared.browser);
    await page.setViewportSize(viewport);
    for (const lang of ['en', 'el', 'de', 'es', 'pl']) {
      for (const path of ['/', '/rules/taraguchi-10', '/rules/standard', '/no-such-page']) {
        const what = `/${lang}${path} at ${viewport.width}px`;
        await page.goto(`${BASE}/${lang}${path}`);
        await check(page, what, true);
        // Nothing is cut off: on phones the rules table reflows instead of overflowing.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        assert.ok(overflow <= 0, `${what}: ${overflow}px wider than the screen`);
      }
    }
    await page.close();
  }
});

test('game page', async () => {
  const g = await createGame('taraguchi-10', 'black');
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(page);
  await check(page, 'game, waiting for the opponent');
  const phone = await newPage(shared.browser, { viewport: { width: 390, height: 844 } });
  await phone.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(phone);
  await check(phone, 'game on a phone, player 2');
});

// Accessibility: axe-core on the home, rules and game pages (player view, with the invite box
// and the opening highlighted) finds no serious or critical violation.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { BASE, createGame, sharedBrowser, newPage, waitLoaded } from './helpers.mjs';

const shared = sharedBrowser();

async function check(page, what) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    [],
    what,
  );
}

test('home and rules pages', async () => {
  const page = await newPage(shared.browser);
  for (const path of ['/en/', '/en/rules/taraguchi-10', '/en/rules/standard', '/el/', '/pl/rules/taraguchi-10']) {
    await page.goto(`${BASE}${path}`);
    await check(page, path);
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

// Accessibility: axe-core finds no violation of any impact on the server-rendered pages (home,
// rules, error page) in every language, on a desktop and a phone, nor on the game page in each
// state of a Taraguchi-10 game (waiting, a swap to decide, the fifth-move choice, offers with
// shaded symmetric points, the pick, a draw offer, the resign dialog, the end) for each seat
// and a spectator, the languages and screen sizes taken in turn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';
import {
  BASE, LANGS, createGame, sharedBrowser, newPage, play, waitLoaded,
} from './helpers.mjs';

const shared = sharedBrowser();

async function check(page, what, anyImpact = false) {
  const bad = (await axeViolations(page)).filter((v) => anyImpact || v.impact === 'serious' || v.impact === 'critical');
  assert.deepEqual(
    bad.map((v) => `${v.id}: ${v.help} (${v.targets.join(', ')})`),
    [],
    what,
  );
}

// The audit itself: it reports what it should, so that a clean result elsewhere means something.
test('the audit finds a missing alternative text, an unnamed button and a missing language', async () => {
  const page = await newPage(shared.browser);
  await page.setContent('<html><head><title>t</title></head><body><main><img src="x.png"><button></button></main></body></html>');
  const ids = (await axeViolations(page)).map((v) => v.id).sort();
  for (const id of ['button-name', 'html-has-lang', 'image-alt']) assert.ok(ids.includes(id), `${id} in ${ids}`);
  await page.context().close();
});

// Every page in every language at a desktop's width is audited by i18n.test.mjs; here the
// first five languages also at a phone's.
test('home, rules and error pages in five languages, desktop and phone: no violation of any impact', async () => {
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

test('game page in every state, for both seats and a spectator: no violation of any impact', async () => {
  const g = await createGame('taraguchi-10', 'black');
  const joined = await fetch(`${BASE}/api/games/${g.id}/join`, { method: 'POST' });
  assert.equal(joined.status, 200);
  const urls = { A: g.seat_url, B: (await joined.json()).seat_url, spectator: g.watch_url };
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}${urls.A}`);
  await waitLoaded(a);
  await check(a, 'game, the opponent not yet arrived', true);
  const b = await newPage(shared.browser);
  await b.goto(`${BASE}${urls.B}`);
  await waitLoaded(b);
  const players = [a, b];
  // Each state is looked at by fresh pages of both seats and a spectator, in the next language
  // and alternately on a desktop and a phone.
  let turn = 0;
  const audit = async (what) => {
    for (const role of ['A', 'B', 'spectator']) {
      const lang = LANGS[turn % LANGS.length];
      const viewport = turn % 2 ? { width: 390, height: 844 } : { width: 1280, height: 800 };
      turn++;
      const page = await newPage(shared.browser, { viewport });
      await page.goto(`${BASE}/${lang}${urls[role]}`);
      await waitLoaded(page);
      await check(page, `${what}: ${role}, ${lang}, ${viewport.width}px`, true);
      assert.deepEqual(page.errors, []);
      await page.context().close();
    }
  };
  await play(players, { at: 'h8' });
  await audit('a swap to decide');
  for (const s of [{ button: 'keep' }, { at: 'h9' }, { button: 'keep' }, { at: 'h6' }, { button: 'keep' }, { at: 'h11' }]) {
    await play(players, s);
  }
  await audit('the fifth-move choice');
  await play(players, { button: 'choice2' });
  await play(players, { at: 'i8' });
  await audit('offers, with a shaded symmetric point');
  for (const at of ['j9', 'k7', 'i10', 'j6', 'l8', 'm5', 'k12', 'j12', 'n9']) await play(players, { at });
  await audit('the pick');
  await play(players, { at: 'i8' });
  await play(players, { at: 'h10' });
  await b.locator('button.draw').click();
  await b.locator('button.confirm-yes').click();
  await a.locator('.draw-offer button.draw-decline').waitFor();
  await audit('a draw offer');
  await a.locator('button.resign').click();
  await a.locator('.confirm button.confirm-no').waitFor();
  await check(a, 'the resign dialog', true);
  await a.locator('.confirm button.confirm-no').click();
  await a.locator('button.draw-decline').click();
  for (const at of ['a1', 'h12', 'a3', 'h13']) await play(players, { at });
  await a.locator('.result').filter({ hasText: /\S/ }).waitFor();
  await audit('the end: White won by five');
  for (const p of players) assert.deepEqual(p.errors, []);
});

// Keyboard and screen readers (issue 12): the skip link leads to the board; a whole game played by
// typed coordinates ("h8", Enter) with the keyboard only, ending with the winning five marked;
// the focus after Swap and after a dialog; the dialog focuses "No" and closes on Escape;
// phones get touch hints instead of key hints.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE, actor, createGame, sharedBrowser, twoPlayers, newPage, noViolations, versionOf, waitLoaded, waitVersion,
} from './helpers.mjs';

const shared = sharedBrowser();

const focused = (page) => page.evaluate(() => {
  const a = document.activeElement;
  return a === document.body || !a ? 'body' : a.id || a.dataset.key || a.tagName.toLowerCase();
});

// From the top of the page: Tab reaches the skip link, Enter puts the focus on the board.
async function skipToBoard(page) {
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), '#board');
  await page.keyboard.press('Enter');
  assert.equal(await focused(page), 'board');
}

async function typePoint(pages, at) {
  const p = await actor(pages);
  const v = await versionOf(p);
  await p.keyboard.type(at);
  await p.locator('.hint', { hasText: `${at} — press Enter` }).waitFor();
  await p.keyboard.press('Enter');
  await waitVersion(pages, v + 1);
  assert.equal(await focused(p), 'board', `the focus stays on the board after ${at}`);
}

test('a keyboard-only game by typed coordinates, the winning five marked', async () => {
  const { a, b } = await twoPlayers(shared.browser, 'standard');
  for (const p of [a, b]) await skipToBoard(p);
  assert.match(await a.locator('#board-help').innerText(), /type a point such as h8/);

  // A typed point that is not on the board is explained and sends nothing; Escape clears it.
  await a.keyboard.type('o16');
  await a.keyboard.press('Enter');
  await a.locator('.hint', { hasText: 'o16 is not a point of the board' }).waitFor();
  assert.equal(await versionOf(a), 0);
  await a.keyboard.press('Escape');
  await a.locator('.hint', { hasText: 'o16' }).waitFor({ state: 'detached' });

  for (const at of ['h8', 'a1', 'i8', 'a3', 'j8', 'a5', 'k8', 'a7', 'l8']) await typePoint([a, b], at);
  for (const p of [a, b]) {
    await p.locator('.result', { hasText: 'Black wins: five in a row.' }).waitFor();
    const win = await p.locator('.board-svg .stone.win').evaluateAll((e) => e.map((x) => x.dataset.at).sort());
    assert.deepEqual(win, ['h8', 'i8', 'j8', 'k8', 'l8']);
    assert.equal(await p.locator('.board-svg .win-line').count(), 1);
  }
  await noViolations(a, 'game over, the winner');
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test('focus after Swap; the resign dialog focuses No and closes on Escape', async () => {
  const { a, b } = await twoPlayers(shared.browser, 'taraguchi-10');
  await skipToBoard(a);
  await typePoint([a, b], 'h8');
  // White decides on the swap by keyboard: the button goes, the focus does not fall to the body.
  await b.locator('button.swap').focus();
  let v = await versionOf(b);
  await b.keyboard.press('Enter');
  await waitVersion([a, b], v + 1);
  assert.equal(await focused(b), 'board', 'after Swap the focus is on the board');
  // Any seat may resign at any time: the dialog asks first.
  const resign = b.locator('button.resign');
  await resign.focus();
  await b.keyboard.press('Enter');
  await b.locator('.confirm', { hasText: 'Resign this game?' }).waitFor();
  assert.equal(await focused(b), 'confirm-no', 'the safe answer has the focus');
  await b.keyboard.press('Escape');
  await b.locator('.confirm').waitFor({ state: 'hidden' });
  assert.equal(await focused(b), 'resign', 'back on the button that opened the dialog');
  v = await versionOf(b);
  await b.keyboard.press('Enter');
  await b.locator('.confirm').waitFor();
  await b.keyboard.press('Enter');  // "No" has the focus: nothing is sent
  await b.locator('.confirm').waitFor({ state: 'hidden' });
  assert.equal(await focused(b), 'resign');
  assert.equal(await versionOf(b), v);
  assert.equal(b.sentFrames.filter((f) => f.t === 'resign').length, 0);
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test('phones get touch hints, desktops key hints', async () => {
  const g = await createGame('standard', 'black');
  const phone = await newPage(shared.browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await phone.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(phone);
  const help = await phone.locator('#board-help').innerText();
  assert.match(help, /Tap a point/);
  assert.doesNotMatch(help, /Arrow keys/);
  const desk = await newPage(shared.browser);
  await desk.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(desk);
  assert.match(await desk.locator('#board-help').innerText(), /Arrow keys/);
});

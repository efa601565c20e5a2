// The table's own actions in two players' pages and a spectator's: a takeback asked for,
// refused, asked again and allowed (the stone goes from every board), and an abort before both
// have moved (no result, shown as such). Spectators see none of the buttons.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, clickPoint, movesCount, newPage, sharedBrowser, twoPlayers, versionOf, waitLoaded, waitVersion } from './helpers.mjs';

const shared = sharedBrowser();

test('a takeback refused, then allowed; spectators get no table buttons', async () => {
  const { g, a, b } = await twoPlayers(shared.browser, 'standard');
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(watcher);
  const pages = [a, b, watcher];
  await clickPoint(a, 'h8');
  await waitVersion(pages, 1);
  await clickPoint(b, 'j10');
  await waitVersion(pages, 2);
  // Only White (B) made the last move: only B is offered the takeback.
  assert.equal(await a.locator('button.takeback').count(), 0);
  assert.equal(await watcher.locator('button.takeback, button.abort, .table-offer button').count(), 0);
  await b.locator('button.takeback').click();
  await waitVersion(pages, 3);
  await b.locator('.table-offer', { hasText: 'You asked to take back your last move.' }).waitFor();
  await a.locator('.table-offer', { hasText: 'Your opponent asks to take back their last move.' }).waitFor();
  assert.equal(await watcher.locator('.table-offer button').count(), 0);
  // Keyboard: the answer buttons are reachable and work with Enter.
  await a.locator('button.takeback-decline').focus();
  await a.keyboard.press('Enter');
  await waitVersion(pages, 4);
  assert.equal(await movesCount(a), 2);
  await a.locator('#live', { hasText: 'The takeback was refused.' }).waitFor({ state: 'attached' });
  // Refused: B may ask again only after the next move. A plays, B plays, B asks again.
  await clickPoint(a, 'a1');
  await waitVersion(pages, 5);
  await clickPoint(b, 'k11');
  await waitVersion(pages, 6);
  await b.locator('button.takeback').click();
  await waitVersion(pages, 7);
  await a.locator('button.takeback-accept').click();
  await waitVersion(pages, 8);
  for (const p of pages) {
    assert.equal(await movesCount(p), 3);
    assert.equal(await p.locator('.board-svg .stone[data-at="k11"]').count(), 0);
  }
  await a.locator('#live', { hasText: 'The last move was taken back.' }).waitFor({ state: 'attached' });
  // White is to move again.
  await b.locator('.board[data-turn="mine"]').waitFor();
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});

test('an abort before both have moved ends the game with no result', async () => {
  const { a, b } = await twoPlayers(shared.browser, 'standard');
  await clickPoint(a, 'h8');
  await waitVersion([a, b], 1);
  const v = await versionOf(b);
  await b.locator('button.abort').click();
  await b.locator('.confirm', { hasText: 'Abort this game? It ends with no result.' }).waitFor();
  await b.locator('button.confirm-yes').click();
  await waitVersion([a, b], v + 1);
  await a.locator('.result', { hasText: 'Game aborted: no result.' }).waitFor();
  await b.locator('.result', { hasText: 'Game aborted: no result.' }).waitFor();
  assert.equal(await a.locator('button.abort, button.takeback').count(), 0);
  assert.deepEqual(a.errors, []);
});

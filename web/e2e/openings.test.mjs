// The opening rules beside Taraguchi in real browsers: a whole Soosõrv-8 opening played by two
// contexts while a third watches — the shaded square of each opening stone, a third stone that
// would make none of the 26 openings refused, the opening named, a swap taken and one declined,
// the declared count, the offers and White's pick.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  BASE, actor, clickPoint, createGame, newPage, play, sharedBrowser, versionOf, waitLoaded, waitVersion,
} from './helpers.mjs';

const shared = sharedBrowser();

const text = (page, sel) => page.locator(sel).innerText();
// The side, in points, of the square shaded for the next opening stone (0 when none is).
const areaSide = (page) => page.locator('.board-svg rect.area').evaluateAll(
  (rects) => (rects.length ? Math.round(Number(rects[0].getAttribute('width')) / 40) : 0));

test('Soosõrv-8: the whole opening by two players with a spectator', async () => {
  const g = await createGame('soosorv-8', 'black');
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(a);
  const b = await newPage(shared.browser);
  await b.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(b);
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(watcher);
  const players = [a, b];
  const all = [a, b, watcher];
  const step = async (s) => {
    const v = await versionOf(await actor(players));
    const who = await play(players, s);
    await waitVersion([watcher], v + 1);
    return who;
  };

  // Stone 1 goes on h8 alone, stone 2 in the 3×3 square, stone 3 in the 5×5 one.
  assert.equal(await areaSide(a), 1);
  assert.equal(await step({ at: 'h8' }), a);
  assert.equal(await areaSide(a), 3);
  assert.equal(await areaSide(watcher), 3);
  await step({ at: 'h9' });
  assert.equal(await areaSide(a), 5);
  // k8 lies outside the 5×5 square: no opening of the 26 has it; refused, nothing changes.
  const v = await versionOf(a);
  await clickPoint(a, 'k8');
  await a.locator('.hint').filter({ hasText: /\S/ }).waitFor();
  assert.equal(await versionOf(a), v);
  assert.equal(await a.locator('.board-svg .stone').count(), 2);
  assert.equal(await a.locator('.opening').isHidden(), true);
  await step({ at: 'i10' });
  // Stones 1–3 now make one of the 26 openings, named alike for everyone.
  const named = await text(a, '.opening');
  assert.match(named, /^Opening: [A-Z][a-z]+ \((\d+)[DI]\)$/);
  for (const p of [b, watcher]) assert.equal(await text(p, '.opening'), named);
  assert.equal(await areaSide(a), 0);

  // The tentative White swaps: b now holds Black, a plays White's stone 4 and declares.
  assert.equal(await step({ button: 'swap' }), b);
  assert.match(await text(a, '.role'), /You play White/);
  assert.equal(await step({ at: 'j7' }), a);
  assert.equal(await a.locator('button[data-key^="declare-"]').count(), 8);
  assert.equal(await step({ button: 'declare-3' }), a);
  for (const p of all) {
    assert.equal(await text(p, '.opening'), `${named} · 3 fifth moves declared`);
  }
  // Black may swap again and keeps; then offers three fifth moves and White picks one.
  assert.equal(await step({ button: 'keep' }), b);
  for (const at of ['g11', 'k12', 'e5']) assert.equal(await step({ at }), b);
  for (const p of all) assert.equal(await p.locator('.board-svg g.offer').count(), 3);
  assert.equal(await step({ at: 'k12' }), a);
  for (const p of all) assert.equal(await p.locator('.board-svg g.offer').count(), 0);
  assert.equal(await step({ at: 'c3' }), a);
  // Normal play: Black (b) to move with six stones down, the same list on every page.
  assert.equal(await actor(players), b);
  const list = (p) => p.locator('.move-list').evaluate((e) => e.textContent);
  for (const p of all) assert.equal(await p.locator('.board-svg .stone').count(), 6);
  assert.equal(await list(watcher), await list(a));
  assert.equal(await list(b), await list(a));
  for (const p of all) assert.deepEqual(p.errors, []);
});

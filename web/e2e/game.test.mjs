// Whole games in real browsers: Taraguchi-10 through the invite link via choice 1 with swaps
// (one player reloads mid-game), and via choice 2 with ten offers while a third context
// watches; plus Black's forbidden point refused with its reason, and keyboard play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, BASE, actor, clickPoint, createGame, sharedBrowser, twoPlayers, newPage, play, versionOf,
  waitLoaded, waitVersion,
} from './helpers.mjs';

const shared = sharedBrowser();

const text = (page, sel) => page.locator(sel).innerText();

test('Taraguchi-10 via choice 1 with swaps, created from the home page, with a reload', async () => {
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}/en/`);
  await a.selectOption('#rule', 'taraguchi-10');
  await a.check('#side-black');
  await a.click('button[type="submit"]');
  await a.waitForURL(/\/en\/game\/[A-Za-z0-9]+$/);
  await waitLoaded(a);
  assert.doesNotMatch(a.url(), /#s=/, 'the secret is taken out of the address bar');
  assert.equal(await text(a, '.role'), 'You play Black.');
  assert.match(await text(a, '.phase'), /Waiting for an opponent/);
  const invite = await a.locator('#invite-url').inputValue();
  assert.match(invite, /\/game\/[A-Za-z0-9]+\/join$/);

  const b = await newPage(shared.browser);
  await b.goto(invite);
  await b.waitForURL(/\/en\/game\/[A-Za-z0-9]+$/);
  await waitLoaded(b);
  assert.equal(await text(b, '.role'), 'You play White.');
  await a.locator('.invite').waitFor({ state: 'hidden' });
  assert.match(await text(a, '.phase'), /Place the first stone on the centre point/);
  assert.match(await text(a, '.seats'), /Black: you · White: your opponent \(online\)/);

  const players = [a, b];
  for (const step of [
    { at: 'h8' },
    { button: 'swap' },
    { at: 'h9' },
    { button: 'keep' },
    { at: 'g8' },
    { button: 'swap' },
    { at: 'k11' },
  ]) {
    if (step.at === 'h9') {
      // The 3×3 square is highlighted for stone 2; outside it the click explains.
      const p = await actor(players);
      assert.match(await text(p, '.phase'), /inside the highlighted 3×3 square/);
      const v = await versionOf(p);
      await clickPoint(p, 'l12');
      await p.locator('.hint', { hasText: 'l12 is outside the allowed square.' }).waitFor();
      assert.equal(await versionOf(p), v, 'nothing was sent');
    }
    await play(players, step);
  }
  // The fifth move: choice 1, one stone in the 9×9 square, then White may swap once more.
  const chooser = await actor(players);
  assert.match(await text(chooser, '.phase'), /How will you play the fifth move\?/);
  assert.match(await text(chooser, '.decision'), /Offer 10 fifth moves/);
  await play(players, { button: 'choice1' });
  // Black may swap before the fifth stone (swap-5), White after it (swap-6).
  await play(players, { button: 'keep' });
  await play(players, { at: 'i8' });
  await play(players, { button: 'swap' });
  await play(players, { at: 'a1' });
  const black = await play(players, { at: 'j8' });
  assert.equal(await a.locator('.board-svg .stone').count(), 7);
  assert.equal(await black.locator('.board-svg .stone.last').getAttribute('data-at'), 'j8');

  // Screenshots of a game in progress, phone and desktop.
  await a.setViewportSize({ width: 390, height: 844 });
  await a.screenshot({ path: join(ARTIFACTS, 'game-phone.png'), fullPage: true });
  await a.setViewportSize({ width: 1366, height: 900 });
  await a.screenshot({ path: join(ARTIFACTS, 'game-desktop.png') });

  // The player who holds Black reloads and still holds the seat.
  const roleBefore = await text(black, '.role');
  await black.reload();
  await waitLoaded(black);
  assert.equal(await text(black, '.role'), roleBefore);
  assert.equal(await black.locator('.board-svg .stone').count(), 7);

  await play(players, { at: 'a3' });
  const winner = await play(players, { at: 'k8' });
  for (const p of players) {
    await p.locator('.result', { hasText: 'Black wins: five in a row.' }).waitFor();
  }
  assert.match(await text(winner, '.result'), /You win!/);
  const loser = winner === a ? b : a;
  assert.match(await text(loser, '.result'), /You lose\./);
  for (const p of players) assert.deepEqual(p.errors, []);
});

test('Taraguchi-10 via choice 2 with ten offers while a third context watches', async () => {
  const g = await createGame('taraguchi-10', 'black');
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(a);
  assert.equal(await text(a, '.role'), 'You play Black.');
  const b = await newPage(shared.browser);
  await b.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(b);
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(watcher);
  assert.equal(await text(watcher, '.role'), 'You are watching this game.');
  await a.locator('.seats', { hasText: '1 spectator' }).waitFor();

  const players = [a, b];
  const all = [a, b, watcher];
  const step = async (s) => {
    const v = await versionOf(await actor(players));
    await play(players, s);
    await waitVersion([watcher], v + 1);
  };
  for (const s of [
    { at: 'h8' }, { button: 'keep' }, { at: 'h9' }, { button: 'keep' },
    { at: 'h6' }, { button: 'keep' }, { at: 'h11' },
    { button: 'choice2' },
    { at: 'i8' },
  ]) {
    await step(s);
  }
  // The stones lie on column h, so g8 mirrors the first offer i8: shaded, and refused.
  const sym = a.locator('.board-svg .symmetric[data-at="g8"] title');
  assert.match(await sym.textContent(), /Symmetric to offer 1 \(i8\)/);
  let v = await versionOf(a);
  await clickPoint(a, 'g8');
  await a.locator('.hint', { hasText: 'Symmetric to offer 1 (i8)' }).waitFor();
  assert.equal(await versionOf(a), v);
  assert.match(await text(a, '.phase'), /9 more to place/);
  // An offer can be taken back by clicking it again.
  await step({ at: 'j3' });
  assert.equal(await a.locator('.board-svg g.offer').count(), 2);
  await step({ at: 'j3' });
  assert.equal(await a.locator('.board-svg g.offer').count(), 1);
  for (const at of ['j9', 'k7', 'i10', 'j6', 'l8', 'm5', 'k12', 'j12', 'n9']) await step({ at });
  for (const p of all) assert.equal(await p.locator('.board-svg g.offer').count(), 10);
  assert.match(await text(b, '.phase'), /Pick one of the offered fifth moves/);
  assert.match(await text(watcher, '.phase'), /White picks one of the offered fifth moves/);
  await step({ at: 'i8' });
  for (const p of all) assert.equal(await p.locator('.board-svg g.offer').count(), 0);
  await step({ at: 'h10' });
  await step({ at: 'a1' });

  // White offers a draw (with confirmation); Black declines.
  v = await versionOf(b);
  await b.locator('button.draw').click();
  await b.locator('.confirm', { hasText: 'Offer your opponent a draw?' }).waitFor();
  await b.locator('button.confirm-yes').click();
  await waitVersion(all, v + 1);
  await a.locator('.draw-offer', { hasText: 'Your opponent offers a draw.' }).waitFor();
  await a.locator('button.draw-decline').click();
  await waitVersion(all, v + 2);

  await step({ at: 'h12' });
  await step({ at: 'a3' });
  await step({ at: 'h13' });
  for (const p of all) await p.locator('.result', { hasText: 'White wins: five in a row.' }).waitFor();
  assert.match(await text(b, '.result'), /You win!/);
  const list = async (p) => p.locator('.move-list').evaluate((e) => e.textContent);
  assert.equal(await list(watcher), await list(a));
  assert.equal(await text(watcher, '.result'), 'White wins: five in a row.');
  for (const p of all) assert.deepEqual(p.errors, []);
});

test('a forbidden point refuses the click and says why; keyboard play, confirm-before-place, pass, resign', async (t) => {
  const { a, b } = await twoPlayers(shared.browser, 'standard');
  // Confirm before placing (for touch screens): the first tap only marks the point.
  await a.check('#setting-confirmPlace');
  await clickPoint(a, 'h8');
  await a.locator('button.place-confirm', { hasText: 'Place at h8' }).waitFor();
  assert.equal(await versionOf(a), 0);
  await clickPoint(a, 'h8');
  await waitVersion([a, b], 1);
  await a.uncheck('#setting-confirmPlace');
  // Click to the mover's own page showing the accepted state (one round trip): measured and
  // reported, not asserted.
  const times = [];
  for (const at of ['a1', 'i8', 'a3', 'j9', 'a5', 'j10', 'a7']) {
    const p = await actor([a, b]);
    const before = await versionOf(p);
    const t0 = performance.now();
    await clickPoint(p, at);
    await waitVersion([p], before + 1);
    times.push(performance.now() - t0);
    await waitVersion([a, b], before + 1);
  }
  t.diagnostic(`click → accepted state on the same page: median ${times.sort((x, y) => x - y)[3].toFixed(0)} ms over 7 moves (includes playwright overhead)`);
  // j8 would make the threes h8-i8-j8 and j8-j9-j10: a double-three.
  const mark = a.locator('.board-svg .forbidden[data-at="j8"] title');
  assert.match(await mark.textContent(), /Forbidden for Black: double-three/);
  const v = await versionOf(a);
  await clickPoint(a, 'j8');
  await a.locator('.hint', { hasText: 'j8 is forbidden for Black (double-three). Choose another point.' }).waitFor();
  assert.equal(await versionOf(a), v);
  assert.equal(await a.locator('.board-svg .stone').count(), 8);
  // White sees no forbidden marks on its own turn; Black sees them on Black's.
  assert.equal(await b.locator('.board-svg .forbidden').count(), await a.locator('.board-svg .forbidden').count());

  // Keyboard: the cursor starts where the mouse last was (j8); arrows walk, Enter plays.
  await a.locator('.board').focus();
  await a.keyboard.press('ArrowLeft');
  await a.locator('.hint', { hasText: 'i8: black stone, move 3' }).waitFor();
  await a.keyboard.press('ArrowUp');
  await a.keyboard.press('ArrowDown');
  await a.keyboard.press('ArrowRight');
  await a.locator('.hint', { hasText: 'j8: Forbidden for Black: double-three' }).waitFor();
  await a.keyboard.press('Enter');
  await a.locator('.hint', { hasText: 'j8 is forbidden for Black' }).waitFor();
  assert.equal(await versionOf(a), v);
  await a.keyboard.press('ArrowRight');
  await a.keyboard.press('Enter');
  await waitVersion([a, b], v + 1);
  assert.equal(await a.locator('.board-svg .stone.last').getAttribute('data-at'), 'k8');
  // Frames leave in order, so once k8 has gone out a j8 sent by either refused attempt would
  // be in the record before it.
  const placedByA = a.sentFrames.filter((f) => f.t === 'place').map((f) => f.at);
  assert.equal(placedByA.at(-1), 'k8');
  assert.ok(!placedByA.includes('j8'), `the forbidden point was never sent: ${placedByA}`);
  assert.match(await a.locator('#live').textContent(), /Move 9: Black k8\./);

  // White passes and Black resigns, each after a confirmation; "No" sends nothing.
  await b.locator('button.pass').click();
  await b.locator('.confirm', { hasText: 'Pass your turn?' }).waitFor();
  await b.locator('button.confirm-no').click();
  await b.locator('.confirm').waitFor({ state: 'hidden' });
  assert.equal(await versionOf(b), v + 1);
  await b.locator('button.pass').click();
  await b.locator('button.confirm-yes').click();
  await waitVersion([a, b], v + 2);
  await a.locator('#live', { hasText: 'White passed.' }).waitFor({ state: 'attached' });
  await a.locator('button.resign').click();
  await a.locator('.confirm', { hasText: 'Resign this game?' }).waitFor();
  await a.locator('button.confirm-yes').click();
  await waitVersion([a, b], v + 3);
  await b.locator('.result', { hasText: 'White wins: resignation. You win!' }).waitFor();
  await a.locator('.result', { hasText: 'You lose.' }).waitFor();
  assert.equal(await a.locator('.board-svg .forbidden').count(), 0);
  assert.deepEqual(a.errors, []);
});

test('a dropped connection: reconnects by itself, no action lost or applied twice', async () => {
  const g = await createGame('standard', 'black');
  const a = await newPage(shared.browser);
  // Every frame between A's page and the server goes through this proxy, which can cut the
  // connection right after a move went out (its ack is lost) or right before (the move is lost).
  let mode = 'pass';
  const placed = [];
  await a.routeWebSocket(/\/ws\/games\//, (ws) => {
    const server = ws.connectToServer();
    ws.onMessage((m) => {
      const msg = JSON.parse(m);
      if (msg.t === 'place' && mode === 'drop-send') {
        mode = 'pass';
        ws.close();
        server.close();
        return;
      }
      if (msg.t === 'place') placed.push(msg.at);
      server.send(m);
      if (msg.t === 'place' && mode === 'drop-ack') mode = 'cut-before-ack';
    });
    server.onMessage((m) => {
      if (mode === 'cut-before-ack' && JSON.parse(m).t === 'ack') {
        mode = 'pass';
        ws.close();
        server.close();
        return;
      }
      ws.send(m);
    });
  });
  await a.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(a);
  await a.evaluate(() => {
    window.connStates = [];
    const conn = document.querySelector('.conn');
    new MutationObserver(() => window.connStates.push(conn.dataset.state)).observe(conn, {
      attributes: true,
    });
  });
  const b = await newPage(shared.browser);
  await b.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(b);
  await play([a, b], { at: 'h8' });
  await play([a, b], { at: 'a1' });

  // The move reaches the server but its acknowledgement does not reach the page.
  mode = 'drop-ack';
  let v = await versionOf(a);
  await clickPoint(a, 'i8');
  await waitVersion([a, b], v + 1);
  await a.locator('.conn[data-state="online"]').waitFor();
  assert.equal(await versionOf(a), v + 1);
  assert.deepEqual(placed.filter((p) => p === 'i8'), ['i8'], 'sent once, not resent');
  assert.equal(await b.locator('.board-svg .stone[data-at="i8"]').count(), 1);
  await play([a, b], { at: 'a3' });

  // The move is lost with the connection: it is sent again once the page is back.
  mode = 'drop-send';
  v = await versionOf(a);
  await clickPoint(a, 'j9');
  await waitVersion([a, b], v + 1);
  assert.deepEqual(placed.filter((p) => p === 'j9'), ['j9']);
  // A resend of i8 would have gone out on the reconnect, before j9.
  assert.deepEqual(placed.filter((p) => p === 'i8'), ['i8'], 'i8 was never sent again');
  assert.equal(await b.locator('.board-svg .stone[data-at="j9"]').count(), 1);
  assert.equal(await b.locator('.board-svg .stone').count(), 5);
  const states = await a.evaluate(() => window.connStates);
  assert.ok(states.filter((s) => s === 'reconnecting').length >= 2, `states seen: ${states}`);
  assert.equal(states.at(-1), 'online');
  assert.deepEqual(a.errors, []);
});

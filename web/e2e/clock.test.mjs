// The clocks (issue 13): two players in contexts of their own play a 1+0 game (Fischer, one
// minute, no increment) until White's flag falls. While White's clock runs, the time each page
// shows agrees with the server's to within a second; the server's figure is read from the
// protocol (a spectator's `state`, opened from the page), never from a duration measured here.
// The time-out then reaches both pages, with the flagged clock at zero.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { clickPoint, sharedBrowser, twoPlayers, waitVersion } from './helpers.mjs';

const shared = sharedBrowser();

// The server's reading of both clocks, from a fresh spectator's state, and what the page shows
// at the moment it arrives.
async function serverAndShown(page, gameId) {
  return page.evaluate(async (id) => {
    const ws = new WebSocket(`${location.origin.replace('http', 'ws')}/ws/games/${id}`);
    const state = await new Promise((resolve, reject) => {
      ws.onopen = () => ws.send(JSON.stringify({ t: 'hello', protocol: 2 }));
      ws.onmessage = (m) => {
        const msg = JSON.parse(m.data);
        if (msg.t === 'state') resolve(msg);
      };
      ws.onerror = reject;
    });
    ws.close();
    const shown = {};
    for (const seat of ['A', 'B']) {
      shown[seat] = Number(document.querySelector(`.clock[data-seat="${seat}"]`).dataset.ms);
    }
    return { server: state.clock, shown };
  }, gameId);
}

test('a 1+0 game: the clocks the players see agree with the server until White flags', async () => {
  const { g, a, b } = await twoPlayers(shared.browser, 'standard', 'black', { time: 'fischer 60+0' });
  assert.equal(g.time, 'fischer 60+0');
  for (const p of [a, b]) await p.locator('.clocks:not([hidden]) .clock[data-seat="A"].running').waitFor();

  await clickPoint(a, 'h8');
  await waitVersion([a, b], 1);
  for (const p of [a, b]) await p.locator('.clock[data-seat="B"].running').waitFor();
  // Three readings while White thinks: each page within a second of the server.
  for (let i = 0; i < 3; i++) {
    for (const [p, who] of [[a, 'Black'], [b, 'White']]) {
      const { server, shown } = await serverAndShown(p, g.id);
      assert.equal(server.running, 'B');
      assert.ok(Math.abs(shown.B - server.B) < 1000, `${who}'s page shows ${shown.B} ms, the server ${server.B}`);
      assert.equal(shown.A, server.A, `${who}'s page: Black's stopped clock`);
    }
    // Each step is ten seconds of White's clock: Playwright's default 10 s timeout could end
    // the wait first, so the step gets three times that.
    await b.waitForFunction(
      (below) => Number(document.querySelector('.clock[data-seat="B"]').dataset.ms) < below,
      50_000 - i * 10_000,
      { timeout: 30_000 },
    );
  }
  // Under ten seconds the page shows tenths, and White's page warns of low time.
  await b.locator('.clock[data-seat="B"].low').waitFor({ timeout: 60_000 });
  await b.waitForFunction(() => /^\d\.\d$/.test(document.querySelector('.clock[data-seat="B"] .clock-time').textContent), null, { timeout: 60_000 });
  // White's flag falls (up to ten seconds from here): the server's time-out reaches both pages.
  for (const p of [a, b]) {
    await p.waitForFunction(() => Number(document.querySelector('#app')?.getAttribute('data-v')) >= 2, null, { timeout: 30_000 });
  }
  for (const p of [a, b]) {
    await p.locator('.clock[data-seat="B"].flagged').waitFor();
    assert.equal(await p.locator('.clock[data-seat="B"] .clock-time').textContent(), '0.0');
    await p.locator('.result', { hasText: 'time ran out' }).waitFor();
  }
  await a.close();
  await b.close();
});

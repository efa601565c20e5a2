// The rematch in two players' browsers and a spectator's: a timed game ends by resignation,
// one player offers a rematch, the other accepts, and all three pages land on the new game,
// where the roles are exchanged, the time control is the same, each player's browser holds its
// new seat ("My games" lists it), and a reload of the old game offers the way there.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, CATALOGS, clickPoint, newPage, sharedBrowser, twoPlayers, waitLoaded, waitVersion } from './helpers.mjs';

const shared = sharedBrowser();

const text = async (page, selector) => ((await page.locator(selector).textContent()) ?? '').trim();

test('an accepted rematch takes both players and a spectator to a new game, roles exchanged', async () => {
  const { g, a, b } = await twoPlayers(shared.browser, 'standard', 'black', { time: 'fischer 300+5' });
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(watcher);
  const pages = [a, b, watcher];
  assert.equal(await text(a, '.role'), 'You play Black.');
  assert.equal(await text(b, '.role'), 'You play White.');
  await clickPoint(a, 'h8');
  await waitVersion(pages, 1);
  // No rematch before the end.
  assert.equal(await a.locator('button.rematch').count(), 0);
  await b.locator('button.resign').click();
  await b.locator('button.confirm-yes').click();
  await waitVersion(pages, 2);

  await a.locator('button.rematch').click();
  await waitVersion(pages, 3);
  await a.locator('.rematch-sent', { hasText: 'You offered a rematch.' }).waitFor();
  await b.locator('.rematch-asked', { hasText: 'Your opponent offers a rematch' }).waitFor();
  await watcher.locator('.table-offer', { hasText: 'A rematch has been offered.' }).waitFor();
  assert.equal(await watcher.locator('.table-offer button').count(), 0);
  assert.equal(await a.locator('button.rematch-accept').count(), 0, 'no accepting one\'s own offer');

  await b.locator('button.rematch-accept').click();
  // Every page moves on by itself, to one and the same new game.
  const landed = [];
  for (const p of pages) {
    await p.waitForURL((url) => !url.pathname.includes(g.id) && /\/game\/[A-Za-z0-9]{10}$/.test(url.pathname));
    await waitLoaded(p);
    landed.push(new URL(p.url()).pathname.split('/').pop());
  }
  const next = landed[0];
  assert.deepEqual(landed, [next, next, next]);
  assert.notEqual(next, g.id);
  // A was the tentative Black: now White, seat B; B opens as Black.
  assert.equal(await text(a, '.role'), 'You play White.');
  assert.equal(await text(b, '.role'), 'You play Black.');
  assert.equal(await text(watcher, '.role'), 'You are watching this game.');
  assert.equal(await watcher.locator('.board[data-turn="mine"]').count(), 0);
  await b.locator('.board[data-turn="mine"]').waitFor();
  // The same time control: both clocks at five minutes, Black's running once it is its turn.
  for (const p of pages) await p.locator('.clocks:not([hidden]) .clock[data-seat="A"]').waitFor();
  assert.equal(await a.locator('.clock[data-seat="B"]').getAttribute('data-ms'), '300000');
  await clickPoint(b, 'h8');
  await waitVersion(pages, 1);

  // Each browser holds its new seat: "My games" lists the rematch.
  for (const p of [a, b]) {
    const list = await p.context().newPage();
    await list.goto(`${BASE}/en/games`);
    await list.locator(`li.my-game[data-id="${next}"]`).waitFor();
    await list.close();
  }
  // A reload of the old game shows the way to the new one, and takes the player there.
  await a.goto(`${BASE}/en/game/${g.id}`);
  await waitLoaded(a);
  await a.locator('.rematch-ready', { hasText: 'The rematch has been agreed' }).waitFor();
  await a.locator('button.rematch-go').click();
  await a.waitForURL((url) => url.pathname.endsWith(`/game/${next}`));
  await waitLoaded(a);
  assert.equal(await text(a, '.role'), 'You play White.');
  for (const p of pages) assert.deepEqual(p.errors, []);
});

test('the home form says in words why it was refused', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/de/`);
  // A time control out of range, as a hand-edited form would send it.
  await page.evaluate(() => {
    const form = document.querySelector('form.new-game');
    const bad = document.createElement('input');
    bad.type = 'hidden';
    bad.name = 'time';
    bad.value = 'fischer 1+0';
    form.querySelector('#time')?.removeAttribute('name');
    form.append(bad);
  });
  await page.locator('form.new-game button[type="submit"]').click();
  await page.waitForURL((url) => url.search.startsWith('?refused='));
  const url = new URL(page.url());
  assert.equal(`${url.pathname}${url.search}`, '/de/?refused=bad_time_control');
  const said = await text(page, '.form-error');
  assert.equal(said, CATALOGS.de['error.bad_time_control']);
  assert.doesNotMatch(await page.content(), /"code"/);
});

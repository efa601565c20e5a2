// The seat and the link, in real browsers (each context a browser of its own): the address bar
// offers the free seat in one click and a third browser watches; two browsers claiming at once
// get one winner; the seat link from "Continue on another device" opens the same seat in a fresh
// browser; the own invite link keeps the seat; 300 games from one browser keep working under one
// cookie and "My games" lists them with whose turn it is.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, newPage, noViolations, sharedBrowser, waitLoaded } from './helpers.mjs';

const shared = sharedBrowser();

// A game created from this page's browser (its cookie jar gets the device cookie).
async function createIn(page, side = 'black', rule = 'standard') {
  const r = await page.context().request.post(`${BASE}/api/games`, { data: { rule, side } });
  assert.equal(r.status(), 201, `create: ${r.status()}`);
  return r.json();
}

const colourOf = (page) => page.locator('.role').getAttribute('data-colour');

async function openGame(page, path) {
  await page.goto(`${BASE}${path}`);
  await waitLoaded(page);
}

test('the address bar offers the free seat in one click; a third browser watches', async () => {
  const a = await newPage(shared.browser);
  const g = await createIn(a, 'black');
  await openGame(a, `/en/game/${g.id}`);
  assert.equal(await colourOf(a), 'black', 'the creator keeps the seat without the secret in the URL');

  const b = await newPage(shared.browser);
  await openGame(b, `/en/game/${g.id}`);
  assert.equal(await colourOf(b), '');
  const claim = b.locator('button.claim');
  assert.equal(await claim.innerText(), 'Play White');
  await noViolations(b, 'a watcher offered the free seat');
  await claim.click();
  await b.locator('.role[data-colour="white"]').waitFor();
  await waitLoaded(b);
  await a.locator('.invite').waitFor({ state: 'hidden' });

  const c = await newPage(shared.browser);
  await openGame(c, `/en/game/${g.id}`);
  assert.equal(await colourOf(c), '');
  assert.equal(await c.locator('button.claim').count(), 0, 'no free seat: nothing to claim');
  assert.equal(await c.locator('.role').innerText(), 'You are watching this game.');
  for (const p of [a, b, c]) {
    assert.deepEqual(p.errors, []);
    await p.context().close();
  }
});

test('two browsers claiming the free seat at once: one wins, the other watches', async () => {
  const a = await newPage(shared.browser);
  const g = await createIn(a, 'white');
  const rivals = [await newPage(shared.browser), await newPage(shared.browser)];
  for (const p of rivals) await openGame(p, `/en/game/${g.id}`);
  for (const p of rivals) assert.equal(await p.locator('button.claim').innerText(), 'Play Black');
  // Both click at once, in the pages themselves: a pointer click waits for the button to be
  // stable, and by then the other's claim may already have taken the seat and the button away.
  // A page whose button is gone before it could click saw the seat go, and simply watches.
  const clicked = await Promise.all(rivals.map((p) => p.evaluate(() => {
    const button = document.querySelector('button.claim');
    if (!button) return false;
    button.click();
    return true;
  })));
  assert.ok(clicked.includes(true), 'at least one browser clicked');
  // Each that clicked ends as the player or with the explanation; exactly one is the player.
  const outcome = async (p, i) => {
    if (clicked[i]) {
      await p.locator('.role[data-colour="black"], .hint:has-text("Someone else took the seat first")').first().waitFor();
    } else {
      await p.locator('button.claim').waitFor({ state: 'detached' });
    }
    return (await colourOf(p)) === 'black';
  };
  const won = await Promise.all(rivals.map(outcome));
  assert.equal(won.filter(Boolean).length, 1, `winners: ${won}`);
  const loser = rivals[won.indexOf(false)];
  assert.equal(await colourOf(loser), '');
  const show = await (await loser.context().request.get(`${BASE}/api/games/${g.id}`)).json();
  assert.equal(show.seats.A.claimed, true);
  for (const p of [a, ...rivals]) await p.context().close();
});

test('the seat link from "Continue on another device" opens the same seat in a fresh browser', async () => {
  const a = await newPage(shared.browser);
  const g = await createIn(a, 'black');
  await openGame(a, `/en/game/${g.id}`);
  await a.locator('details.device summary').click();
  const link = await a.locator('#seat-url').inputValue();
  assert.equal(link, `${BASE}/game/${g.id}#s=${g.secret}`);
  assert.match(await a.locator('.device-warning').innerText(), /key to your seat/);
  const qr = a.locator('details.device svg.qr');
  assert.equal(await qr.getAttribute('aria-label'), 'QR code of your seat link');
  assert.ok((await qr.locator('path').getAttribute('d')).length > 1000, 'the code has modules');
  await noViolations(a, 'the seat link for another device');

  const phone = await newPage(shared.browser);
  await phone.goto(link);
  await waitLoaded(phone);
  assert.equal(await colourOf(phone), 'black');
  assert.doesNotMatch(phone.url(), /#s=/);
  // The fresh browser keeps the seat on its own now: reloaded without the fragment, and with
  // its storage cleared, its cookie still holds it.
  await phone.evaluate(() => localStorage.clear());
  await openGame(phone, `/en/game/${g.id}`);
  assert.equal(await colourOf(phone), 'black');
  await a.context().close();
  await phone.context().close();
});

test('the own invite link says so and keeps the seat', async () => {
  const a = await newPage(shared.browser);
  const g = await createIn(a, 'black');
  await openGame(a, `/en/game/${g.id}/join`);
  assert.equal(await colourOf(a), 'black');
  assert.equal(await a.locator('.hint').innerText(), 'This is your own game: you keep your seat.');
  const show = await (await a.context().request.get(`${BASE}/api/games/${g.id}`)).json();
  assert.equal(show.seats.B.claimed, false, 'the other seat is still free for the friend');
  const cookies = await a.context().cookies(BASE);
  assert.deepEqual(cookies.filter((c) => c.name.startsWith('rs_')), []);
  assert.equal(cookies.filter((c) => c.name === 'rd').length, 1);
  await a.context().close();
});

test('300 games from one browser: one cookie, pages still load, My games lists them with whose turn', async () => {
  const a = await newPage(shared.browser);
  const ids = [];
  for (let i = 0; i < 300; i++) ids.push((await createIn(a, i === 0 ? 'white' : 'black')).id);
  const cookies = await a.context().cookies(BASE);
  assert.deepEqual(cookies.map((c) => c.name).sort(), ['rd'], 'one cookie of ours');
  const rd = cookies[0];
  assert.equal(rd.httpOnly, true);
  assert.equal(rd.sameSite, 'Lax');
  assert.ok(rd.expires * 1000 > Date.now() + 300 * 24 * 3600 * 1000, 'long-lived');

  await openGame(a, `/en/game/${ids[299]}`);
  assert.equal(await colourOf(a), 'black');

  await a.goto(`${BASE}/en/`);
  await a.locator('.site-nav a', { hasText: 'My games' }).click();
  await a.waitForURL(/\/en\/games$/);
  const items = a.locator('li.my-game');
  await items.first().waitFor();
  assert.equal(await items.count(), 300);
  await noViolations(a, 'My games');
  const first = a.locator(`li.my-game[data-id="${ids[0]}"]`);
  assert.equal(await first.getAttribute('data-turn'), 'waiting');
  assert.match(await first.innerText(), /Waiting for an opponent/);
  assert.match(await first.innerText(), /You play White/);
  const last = a.locator(`li.my-game[data-id="${ids[299]}"]`);
  assert.equal(await last.getAttribute('data-turn'), 'mine');
  assert.match(await last.innerText(), /Your turn/);
  assert.match(await last.innerText(), /Standard Renju|Renju/);
  await last.locator('a').click();
  await a.waitForURL(new RegExp(`/en/game/${ids[299]}$`));
  await waitLoaded(a);
  assert.equal(await colourOf(a), 'black');
  assert.deepEqual(a.errors, []);
  await a.context().close();
});

test('My games in every language, and empty for a new browser', async () => {
  const p = await newPage(shared.browser);
  await p.goto(`${BASE}/de/games`);
  await p.locator('.my-games .empty').waitFor();
  assert.equal(await p.locator('h1').innerText(), 'Meine Partien');
  await createIn(p, 'black');
  await p.goto(`${BASE}/pl/games`);
  await p.locator('li.my-game').waitFor();
  assert.match(await p.locator('li.my-game').innerText(), /Twój ruch/);
  await p.context().close();
});

test('an older per-game cookie still opens its seat, and is migrated to the device and expired', async () => {
  const page = await newPage(shared.browser);
  // A seat as an earlier server handed it out: only its rs_<id> cookie, no device, no storage.
  const g = await (await fetch(`${BASE}/api/games`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{"rule":"standard","side":"white"}',
  })).json();
  await page.context().addCookies([{ name: `rs_${g.id}`, value: g.secret, url: BASE, httpOnly: true, sameSite: 'Lax' }]);
  await openGame(page, `/en/game/${g.id}`);
  assert.equal(await colourOf(page), 'white');
  const names = async () => (await page.context().cookies(BASE)).map((c) => c.name).filter((n) => n !== 'lang');
  for (let i = 0; i < 100 && (await names()).includes(`rs_${g.id}`); i++) await new Promise((r) => setTimeout(r, 50));
  assert.deepEqual(await names(), ['rd'], 'the old cookie is gone, the device cookie holds the seat');
  await openGame(page, `/en/game/${g.id}`);
  assert.equal(await colourOf(page), 'white');
  await page.context().close();
});

test('on the smallest phone the free seat\'s button is on screen and big enough to tap', async () => {
  const a = await newPage(shared.browser);
  const g = await createIn(a, 'black');
  const phone = await newPage(shared.browser, { viewport: { width: 320, height: 568 }, hasTouch: true, isMobile: true });
  await openGame(phone, `/en/game/${g.id}`);
  const box = await phone.locator('button.claim').boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 568 && box.x >= 0 && box.x + box.width <= 320, JSON.stringify(box));
  assert.ok(box.height >= 44 && box.width >= 44, `tap target ${box.width}×${box.height}`);
  await a.context().close();
  await phone.context().close();
});

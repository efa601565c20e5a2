// The table (issue 12): the status line and the latest explanation inside the viewport at six
// screen sizes, 44-px tap targets, screenshots; draw-offer texts for a spectator and for the
// player whose offer was declined, and no draw offer before both have joined; the computer named
// and "thinking…"; the turn signal of a background tab; a malformed server message ignored.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import {
  ARTIFACTS, BASE, LANGS, VIEWPORTS, actor, clickPoint, createGame, sharedBrowser, twoPlayers, newPage, noViolations, play,
  versionOf, waitLoaded, waitVersion,
} from './helpers.mjs';

const shared = sharedBrowser();

async function inside(page, selector, [w, h], what) {
  const box = await page.locator(selector).boundingBox();
  assert.ok(box, `${what}: ${selector} is shown`);
  assert.ok(
    box.x >= 0 && box.y >= 0 && box.x + box.width <= w + 0.5 && box.y + box.height <= h + 0.5,
    `${what}: ${selector} at ${JSON.stringify(box)} is inside ${w}×${h}`,
  );
}

// Controls smaller than 44×44 px (links inside running text are exempt, as in WCAG 2.5.8).
async function smallTargets(page) {
  return page.evaluate(() => {
    const out = [];
    const controls = document.querySelectorAll('a, button, select, summary, input[type="text"], label');
    for (const e of controls) {
      if (e.matches('p a, li a:not(.site-header a), .visually-hidden, .skip')) continue;
      if (e.tagName === 'LABEL' && !e.querySelector('input')) continue;
      const r = e.getBoundingClientRect();
      if (r.width === 0 && r.height === 0) continue;  // not shown
      if (r.width < 43.5 || r.height < 43.5) out.push(`${e.tagName.toLowerCase()} "${e.textContent.trim().slice(0, 20)}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return out;
  });
}

test('the status line, the explanation and the buttons are on screen at every size', async () => {
  const { a, b } = await twoPlayers(shared.browser, 'taraguchi-10');
  await play([a, b], { at: 'h8' });
  await play([a, b], { button: 'keep' });
  await play([a, b], { at: 'h9' });  // Black's turn again: a swap is open before stone 3
  const p = await actor([a, b]);
  for (const [w, h] of VIEWPORTS) {
    const what = `${w}×${h}`;
    await p.setViewportSize({ width: w, height: h });
    // An explanation: this point is outside the 5×5 square of stone 3. Where the board is below
    // the fold, the player scrolls to it and the status part stays on screen (it sticks).
    await p.locator('.board').scrollIntoViewIfNeeded();
    await clickPoint(p, 'a1');
    await p.locator('.hint', { hasText: 'a1 is outside' }).waitFor();
    for (const sel of ['.phase', '.hint', '.actions', 'button.swap']) await inside(p, sel, [w, h], `${what}, at the board`);
    // And as the page opens, scrolled to the top.
    await p.evaluate(() => window.scrollTo(0, 0));
    for (const sel of ['.phase', '.hint', '.actions', 'button.swap']) await inside(p, sel, [w, h], what);
    assert.deepEqual(await smallTargets(p), [], `${what}: tap targets under 44 px`);
    await noViolations(p, what);
    // docs/screenshots/ holds these, reduced (see web/README.md).
    await p.screenshot({ path: join(ARTIFACTS, `game-${w}x${h}.png`) });
  }
  assert.deepEqual(p.errors, []);
});

test('the home page: tap targets, one line per rule, the level only against the computer', async () => {
  const page = await newPage(shared.browser, { viewport: { width: 390, height: 844 } });
  await page.goto(`${BASE}/en/`);
  assert.deepEqual(await smallTargets(page), []);
  const help = page.locator('#rule-help li');
  // One line per rule of the registry and per family's N: standard, Taraguchi-10, Taraguchi-N,
  // RIF, Yamaguchi, Soosõrv-8, Soosõrv-N.
  assert.equal(await help.count(), 7);
  for (const href of ['/en/rules/taraguchi-10', '/en/rules/standard', '/en/rules/rif',
    '/en/rules/yamaguchi', '/en/rules/soosorv-8']) {
    assert.equal(await page.locator(`#rule-help a[href="${href}"]`).count() > 0, true, href);
  }
  await page.locator('#level').waitFor({ state: 'hidden' });
  await page.locator('#level-hint').waitFor({ state: 'hidden' });
  await page.locator('label[for="opponent-computer"]').click();
  await page.locator('#level').waitFor({ state: 'visible' });
  await page.locator('#level-hint').waitFor({ state: 'visible' });
  assert.deepEqual(await page.locator('#level option').evaluateAll((os) => os.map((o) => o.value)),
    ['beginner', 'club', 'strong', 'maximum']);
  assert.equal(await page.locator('#level').inputValue(), 'club');
  assert.match(await page.locator('#level-hint').innerText(), /strong [+−]\d+ ± \d+, maximum [+−]\d+ ± \d+/);
  await page.locator('#level').selectOption('maximum');
  await page.locator('label[for="opponent-human"]').click();
  await page.locator('#level').waitFor({ state: 'hidden' });
  await page.locator('#level-hint').waitFor({ state: 'hidden' });
  await noViolations(page, 'home');
});

test('draw offers: not before both joined; spectator and declined-offer texts', async () => {
  const g = await createGame('standard', 'black');
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(a);
  await a.locator('button.resign').waitFor();
  assert.equal(await a.locator('button.draw').count(), 0, 'no draw offer while alone');
  const b = await newPage(shared.browser);
  await b.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(b);
  await a.locator('button.draw').waitFor();
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}${g.watch_url}`);
  await waitLoaded(watcher);
  const all = [a, b, watcher];
  await play([a, b], { at: 'h8' });
  await waitVersion([watcher], 1);

  // White (b) offers; Black (a) is asked, the spectator is told who offers.
  let v = await versionOf(b);
  await b.locator('button.draw').click();
  await b.locator('button.confirm-yes').click();
  await waitVersion(all, v + 1);
  await b.locator('.draw-offer', { hasText: 'You offered a draw.' }).waitFor();
  await a.locator('.draw-offer', { hasText: 'Your opponent offers a draw.' }).waitFor();
  await watcher.locator('.draw-offer', { hasText: 'White offers a draw.' }).waitFor();
  assert.doesNotMatch(await watcher.locator('.status').innerText(), /Your opponent/);
  await noViolations(watcher, 'spectator, draw offered');
  await noViolations(a, 'player asked for a draw');

  await a.locator('button.draw-decline').click();
  await waitVersion(all, v + 2);
  // The offerer sees the decline on the page itself, not only in the live region.
  await b.locator('.draw-offer:visible', { hasText: 'Your opponent declined your draw offer.' }).waitFor();
  await watcher.locator('.draw-offer:visible', { hasText: 'Black declined the draw offer.' }).waitFor();
  await noViolations(b, 'offerer after a decline');
  // The note goes with the next stone.
  await play([a, b], { at: 'a1' });
  await b.locator('.draw-offer').waitFor({ state: 'hidden' });
  for (const p of all) assert.deepEqual(p.errors, []);
});

test('the computer: named, thinking while it computes', async () => {
  const r = await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rule: 'standard', side: 'black', opponent: 'computer', level: 'beginner' }),
  });
  assert.equal(r.status, 201);
  const g = await r.json();
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(page);
  assert.match(await page.locator('.seats').innerText(), /White: the computer \(beginner\)/);
  // The computer's seat is taken: nobody to invite, a draw may be offered.
  await page.locator('button.draw').waitFor();
  assert.equal(await page.locator('.invite').isVisible(), false);
  // Every status line the page shows, however briefly.
  await page.evaluate(() => {
    window.phases = [];
    const phase = document.querySelector('.phase');
    new MutationObserver(() => window.phases.push([phase.textContent, phase.dataset.thinking]))
      .observe(phase, { childList: true, characterData: true, subtree: true, attributes: true });
  });
  await clickPoint(page, 'h8');
  await page.locator('.board-svg .stone.white').waitFor();
  await page.locator('.phase', { hasText: 'Your turn' }).waitFor();
  const phases = await page.evaluate(() => window.phases);
  assert.ok(phases.some(([text, thinking]) => text === 'The computer is thinking…' && thinking === 'true'),
    `phases: ${JSON.stringify(phases)}`);
  assert.equal(await page.locator('.phase').getAttribute('data-thinking'), 'false');
  await noViolations(page, 'game against the computer');
  assert.deepEqual(page.errors, []);
});

test('your turn in a background tab: the title says so, the sound is remembered and off by default', async () => {
  const { a, b } = await twoPlayers(shared.browser, 'standard');
  assert.equal(await b.isChecked('#setting-sound'), false, 'off by default');
  await b.check('#setting-sound');
  await b.reload();
  await waitLoaded(b);
  assert.equal(await b.isChecked('#setting-sound'), true, 'remembered');
  assert.match(await a.title(), /^● Your turn — /);
  assert.doesNotMatch(await b.title(), /Your turn/);
  // White's tab goes to the background; Black moves.
  await b.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await play([a, b], { at: 'h8' });
  await b.waitForFunction(() => document.querySelector('#app')?.dataset.signals === '1');
  assert.match(await b.title(), /^● Your turn — /);
  assert.doesNotMatch(await a.title(), /Your turn/);
  assert.deepEqual(b.errors, []);
});

test('a malformed message from the server is logged and ignored', async () => {
  const g = await createGame('standard', 'black');
  const page = await newPage(shared.browser);
  const warnings = [];
  page.on('console', (m) => { if (m.type() === 'warning') warnings.push(m.text()); });
  let toPage;
  await page.routeWebSocket(/\/ws\/games\//, (ws) => {
    const server = ws.connectToServer();
    toPage = ws;
    ws.onMessage((m) => server.send(m));
    server.onMessage((m) => ws.send(m));
  });
  await page.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(page);
  const v = await versionOf(page);
  for (const bad of [
    'not json', '[]', '{"t":"state","state":{"v":"x"}}', '{"t":"presence","seats":null}',
    '{"t":"event","v":99,"seat":"C","action":{"t":"place","at":"z99"}}', '{"t":"mystery"}',
    '{"t":"state","state":{"game":"x","rule":"standard","v":5,"moves":"h8"}}',
  ]) toPage.send(bad);
  // The page still plays: a move goes through and its state is rendered.
  await clickPoint(page, 'h8');
  await waitVersion([page], v + 1);
  assert.equal(await page.locator('.board-svg .stone').count(), 1);
  assert.ok(warnings.filter((w) => w.includes('malformed')).length >= 7, warnings.join('\n'));
  assert.deepEqual(page.errors, []);
});

test('a game page loads its own language\'s catalog and no other', async () => {
  const g = await createGame('standard', 'black');
  const seen = new Set();
  for (const lang of LANGS) {
    const page = await newPage(shared.browser);
    const catalogs = [];
    page.on('request', (r) => { if (/\/assets\/i18n-[\w-]+\.js/.test(r.url())) catalogs.push(r.url()); });
    await page.goto(`${BASE}/${lang}/game/${g.id}`);
    await waitLoaded(page);
    assert.equal(catalogs.length, 1, `${lang}: ${catalogs}`);
    seen.add(catalogs[0]);
    await page.context().close();
  }
  assert.equal(seen.size, LANGS.length, 'one catalog per language');
});

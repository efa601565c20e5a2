// Shared by the browser tests: Debian's chromium through playwright-core, the server's URL,
// and small helpers to create games and find the player whose turn it is.
import { before, after } from 'node:test';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { chromium } from 'playwright-core';
import assert from 'node:assert/strict';
import { axeViolations } from './axe.mjs';

export const BASE = process.env.RENJU_URL ?? 'http://127.0.0.1:8080';
export const ARTIFACTS = process.env.RENJU_ARTIFACTS ?? 'test-artifacts';
// The catalogs (i18n/<tag>.json, the same the binary embeds), drafts ("lang.complete": false)
// left out as the site leaves them out: a catalog added there is tested without a change here.
export const I18N_DIR = new URL('../../i18n/', import.meta.url);
export const CATALOGS = Object.fromEntries(
  readdirSync(I18N_DIR).filter((f) => f.endsWith('.json'))
    .map((f) => [f.slice(0, -5), JSON.parse(readFileSync(new URL(f, I18N_DIR), 'utf8'))])
    .filter(([, c]) => c['lang.complete'] !== false),
);
export const LANGS = Object.keys(CATALOGS).sort();
// The screen sizes the game page must fit (issue 12): desktops, phones, landscape, tablet.
export const VIEWPORTS = [
  [1280, 800], [1366, 768], [390, 844], [320, 568], [844, 390], [768, 1024],
];

export async function launch() {
  // launch() gives every run a fresh temporary profile (its own --user-data-dir).
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

// One browser for the tests of a file: launched before the first, closed after the last.
// `shared.browser` is the browser.
export function sharedBrowser() {
  const shared = { browser: null };
  before(async () => {
    shared.browser = await launch();
    mkdirSync(ARTIFACTS, { recursive: true });
  });
  after(async () => {
    await shared.browser?.close();
  });
  return shared;
}

export async function newPage(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1200, height: 900 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.errors = errors;
  // Every JSON frame the page sends on its game sockets, in the order they left.
  const sentFrames = [];
  page.on('websocket', (ws) => ws.on('framesent', (f) => {
    try { sentFrames.push(JSON.parse(f.payload)); } catch { /* not JSON: not ours */ }
  }));
  page.sentFrames = sentFrames;
  return page;
}

// `extra`: more creation fields, e.g. { time: 'fischer 60+0' }.
export async function createGame(rule = 'taraguchi-10', side = 'black', extra = {}) {
  const r = await fetch(`${BASE}/api/games`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ rule, side, ...extra }),
  });
  assert.equal(r.status, 201, `create game: ${r.status}`);
  return r.json();
}

// A game of `rule` with both seats taken: `a` by its seat link (the creator, holding `side`),
// `b` by the invite link, each in a context of its own and loaded.
export async function twoPlayers(browser, rule = 'standard', side = 'black', extra = {}) {
  const g = await createGame(rule, side, extra);
  const a = await newPage(browser);
  await a.goto(`${BASE}${g.seat_url}`);
  await waitLoaded(a);
  const b = await newPage(browser);
  await b.goto(`${BASE}${g.invite_url}`);
  await waitLoaded(b);
  return { g, a, b };
}

// Waits until the page has a state where this seat may act (or the game is over).
export async function waitLoaded(page) {
  await page.locator('#app.ready[data-v]').waitFor({ state: 'attached' });
  await page.locator('.conn[data-state="online"]').waitFor();
}

// The one of `pages` whose turn it is, waiting for the turn to settle on one of them.
export async function actor(pages) {
  for (let i = 0; i < 100; i++) {
    const mine = [];
    for (const p of pages) {
      if ((await p.locator('.board[data-turn="mine"]').count()) > 0) mine.push(p);
    }
    if (mine.length === 1) return mine[0];
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('no single player has the turn');
}

// Clicks the centre of point `at` (e.g. "h8") on the page's board.
export async function clickPoint(page, at) {
  const box = await page.locator('.board-svg').boundingBox();
  const x = at.charCodeAt(0) - 97;
  const y = Number(at.slice(1)) - 1;
  const unit = box.width / 660;  // the SVG's viewBox: 50 margin, 40 between lines
  await page.mouse.click(box.x + (50 + x * 40) * unit, box.y + (50 + (14 - y) * 40) * unit);
}

export async function movesCount(page) {
  return page.locator('.board-svg .stone').count();
}

// Plays one action on whichever page has the turn and waits until every page saw it.
export async function play(pages, step) {
  const p = await actor(pages);
  const version = await versionOf(p);
  try {
    if (step.at) await clickPoint(p, step.at);
    else await p.locator(`button.${step.button}`).click({ timeout: 5000 });
    await waitVersion(pages, version + 1);
  } catch (e) {
    const seen = [];
    for (const q of pages) {
      seen.push(`[${q === p ? 'actor' : 'other'} v${await versionOf(q)}] ` +
        (await q.locator('.panel').innerText()).replace(/\s+/g, ' ') + ' | hint: ' + (await q.locator('.hint').innerText()));
    }
    throw new Error(`step ${JSON.stringify(step)} failed: ${e.message.split('\n')[0]}\n${seen.join('\n')}`);
  }
  return p;
}

export async function versionOf(page) {
  return page.evaluate(() => Number(document.querySelector('#app')?.getAttribute('data-v') ?? '-1'));
}

export async function waitVersion(pages, v) {
  for (const p of pages) {
    await p.waitForFunction(
      (want) => Number(document.querySelector('#app')?.getAttribute('data-v') ?? '-1') >= want,
      v,
    );
  }
}

// Every axe rule, whatever its impact.
export async function noViolations(page, what) {
  const violations = await axeViolations(page);
  assert.deepEqual(
    violations.map((v) => `${v.id} (${v.impact}): ${v.targets.join(', ')}`),
    [],
    what,
  );
}

// Every page in every offered language (the catalogs present in i18n/, and the pages the
// sitemap lists plus the game, "my games" and error pages): rendered with its own `lang`, no
// text overflowing its box (measured in the page) at a phone's and a desktop's width, no
// English left, axe clean. One browser, pages in parallel contexts. Also: the game page loads
// its own catalog only, within the script budget; the language menu remembers the choice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { availableParallelism } from 'node:os';
import { gzipSync } from 'node:zlib';
import { axeViolations } from './axe.mjs';
import { BASE, CATALOGS, LANGS, createGame, sharedBrowser, newPage, waitLoaded } from './helpers.mjs';

const shared = sharedBrowser();
const PHONE = { width: 320, height: 568 };
const DESKTOP = { width: 1280, height: 800 };
// As many pages at once as there are cores (at least 2, at most 4): more only share the cores,
// and on CI's two, under the sanitizer build's server, four pages at once once kept a page's
// renderer from answering within the 10 s default.
const PARALLEL = Math.min(4, Math.max(2, availableParallelism()));
// The checks here are about text, not speed: a page slow to answer under load gets 30 s (the
// default timeout covers navigations too, as newPage sets no navigation timeout of its own).
const PATIENCE_MS = 30_000;

// Runs job(item, page) over items, `PARALLEL` at a time, each worker on one page of its own
// (a fresh context per page view costs more than the checks on it).
async function pool(items, job) {
  const queue = [...items];
  await Promise.all(Array.from({ length: PARALLEL }, async () => {
    const page = await newPage(shared.browser);
    page.setDefaultTimeout(PATIENCE_MS);
    try {
      while (queue.length) await job(queue.shift(), page);
    } finally {
      await page.context().close();
    }
  }));
}

// English texts that must not appear in a translated page: the pieces between placeholders,
// long enough to be a phrase, of every key the language translates differently.
function englishPhrases(lang) {
  const en = CATALOGS.en, mine = CATALOGS[lang];
  const texts = (m) => (typeof m === 'string' ? [m] : Object.values(m ?? {}));
  const out = new Set();
  for (const [key, m] of Object.entries(en)) {
    if (key.startsWith('lang.') || JSON.stringify(m) === JSON.stringify(mine[key])) continue;
    const theirs = new Set(texts(mine[key]).join('\n').split(/\{\w+\}/).map((s) => s.trim()));
    for (const piece of texts(m).flatMap((t) => t.split(/\{\w+\}/))) {
      const p = piece.trim();
      if (p.length >= 16 && p.includes(' ') && !theirs.has(p)) out.add(p);
    }
  }
  return [...out];
}

// Elements whose content is wider (or, for one line of text, taller) than their own box, and a
// page wider than the screen. Scroll containers are exempt: they show their overflow.
function overflowing() {
  const found = [];
  if (document.documentElement.scrollWidth > window.innerWidth) {
    found.push(`page ${document.documentElement.scrollWidth}px wide in ${window.innerWidth}px`);
  }
  // Visually hidden on purpose (clipped to a pixel for screen readers only), or not shown.
  const clipped = (e) => {
    for (let a = e; a; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.clip !== 'auto' || s.clipPath !== 'none') return true;
    }
    return false;
  };
  for (const e of document.querySelectorAll('body *')) {
    if (e.closest('svg, .skip, noscript, details:not([open]) > nav') || clipped(e)) continue;
    const style = getComputedStyle(e);
    if (style.display === 'inline' || style.display === 'none' || style.visibility === 'hidden') continue;
    if (['auto', 'scroll'].includes(style.overflowX)) continue;
    const hasText = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
    if (!hasText) continue;
    if (e.scrollWidth > e.clientWidth + 1) {
      found.push(`${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 40)}" ${e.scrollWidth}>${e.clientWidth}`);
    }
    // A box narrower than its text's longest unbreakable run spills out of its parent.
    const box = e.getBoundingClientRect(), parent = e.parentElement?.getBoundingClientRect();
    if (parent && box.width > 0 && box.right > parent.right + 1 && getComputedStyle(e.parentElement).overflowX === 'visible') {
      found.push(`${e.tagName.toLowerCase()}.${e.className} "${e.textContent.trim().slice(0, 40)}" ends ${Math.round(box.right - parent.right)}px past its parent`);
    }
  }
  return found;
}

// Checks the page at `viewport`; `load` navigates to url first (otherwise the page already
// shown is resized and checked again).
async function checkPage(page, lang, url, viewport, { axe, game, load }) {
  const what = `${url} at ${viewport.width}px`;
  if (load) {
    const r = await page.goto(`${BASE}${url}`);
    assert.equal(r.status(), url.includes('/no-such-page') ? 404 : 200, what);
    if (game) await waitLoaded(page);
  }
  assert.equal(await page.getAttribute('html', 'lang'), lang, what);
  const body = await page.locator('body').innerText();
  assert.doesNotMatch(body, /⟦/, `${what}: a key is missing`);
  if (lang !== 'en') {
    const left = englishPhrases(lang).filter((p) => body.includes(p));
    assert.deepEqual(left, [], `${what}: English left`);
  }
  assert.deepEqual(await page.evaluate(overflowing), [], `${what}: text overflows`);
  if (axe) {
    // The live game page: serious and critical only, as a11y.test.mjs; pages: any impact.
    const bad = (await axeViolations(page)).filter((v) => !game || v.impact === 'serious' || v.impact === 'critical');
    assert.deepEqual(bad.map((v) => `${v.id}: ${v.targets.join(', ')}`), [], `${what}: axe`);
  }
  assert.deepEqual(page.errors, [], what);
}

test('every page in every language: lang, no overflow, no English left, axe clean', async () => {
  const sitemap = await (await fetch(`${BASE}/sitemap.xml`)).text();
  const paths = new Set([...sitemap.matchAll(/<loc>https?:\/\/[^/]+\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]));
  assert.ok(paths.has('/') && paths.has('/rules/taraguchi-10'), 'the sitemap lists the pages');
  const jobs = [];
  for (const lang of LANGS) {
    const g = await createGame('taraguchi-10', 'black');
    for (const path of [...paths, '/games', '/no-such-page']) jobs.push({ lang, url: `/${lang}${path}` });
    jobs.push({ lang, url: `/${lang}/game/${g.id}#s=${g.secret}`, game: true });
  }
  // Every page is checked; the failures are reported together.
  const failures = [];
  await pool(jobs, async (job, page) => {
    page.errors.length = 0;
    for (const viewport of [PHONE, DESKTOP]) {
      await page.setViewportSize(viewport);
      try {
        await checkPage(page, job.lang, job.url, viewport,
          { axe: viewport === DESKTOP, game: job.game, load: viewport === PHONE });
      } catch (e) {
        // Playwright's own errors do not name the page: the view is named first.
        const message = e.message.split('\n').filter((l) => !l.startsWith('-')).join(' ').replace(/\s+/g, ' ');
        failures.push(message.includes(job.url) ? message : `${job.url} at ${viewport.width}px: ${message}`);
      }
    }
  });
  assert.deepEqual(failures, [], `${failures.length} of ${jobs.length * 2} page views`);
});

test('the game page loads its own catalog only, within the 50 KB gzipped script budget', async () => {
  const g = await createGame('standard', 'black');
  for (const lang of LANGS) {
    const page = await newPage(shared.browser);
    const scripts = [];
    page.on('response', async (r) => {
      if (r.url().includes('/assets/') && r.url().split('?')[0].endsWith('.js')) scripts.push(r);
    });
    await page.goto(`${BASE}/${lang}/game/${g.id}`);
    await waitLoaded(page);
    const bodies = await Promise.all(scripts.map(async (r) => [r.url(), await r.body()]));
    const catalogs = bodies.filter(([url]) => /\/i18n-[^/]+\.js/.test(url));
    assert.equal(catalogs.length, 1, `${lang}: ${catalogs.map(([u]) => u).join(', ')}`);
    assert.ok(catalogs[0][1].toString().includes(JSON.stringify(CATALOGS[lang]['lang.name']).slice(1, -1)), `${lang}: the page's own catalog`);
    const gzipped = bodies.reduce((n, [, b]) => n + gzipSync(b, { level: 9 }).length, 0);
    assert.ok(gzipped <= 50 * 1024, `${lang}: ${gzipped} B of script gzipped`);
    await page.context().close();
  }
});

test('the language menu offers every language in its own name and remembers the choice', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/rules`);
  const menu = page.locator('.langs');
  assert.equal(await menu.locator('nav').isVisible(), false);
  await menu.locator('summary').click();
  const names = await menu.locator('a').evaluateAll((as) => as.map((a) => [a.lang, a.textContent]));
  assert.deepEqual(names.map(([l]) => l).sort(), LANGS);
  for (const [l, name] of names) assert.equal(name, CATALOGS[l]['lang.name']);
  const other = LANGS.find((l) => l !== 'en');
  await menu.locator(`a[hreflang="${other}"]`).click();
  await page.waitForURL(`${BASE}/${other}/rules`);
  // Remembered: the bare address and a language-less game link open in the chosen language.
  await page.goto(`${BASE}/`);
  assert.equal(new URL(page.url()).pathname, `/${other}/`);
  await page.context().close();
});

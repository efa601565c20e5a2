// A game created from the home page with "No takebacks" ticked: both players and a spectator
// are told takebacks are off, and after a move nobody is offered the takeback button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, clickPoint, newPage, sharedBrowser, waitLoaded, waitVersion } from './helpers.mjs';

const shared = sharedBrowser();

test('the home form creates a game without takebacks, and every page says so', async () => {
  const a = await newPage(shared.browser);
  await a.goto(`${BASE}/en/`);
  await a.selectOption('#rule', 'standard');
  await a.check('#side-black');
  await a.check('#takebacks');
  await a.click('button[type="submit"]');
  await a.waitForURL(/\/en\/game\/[A-Za-z0-9]+$/);
  await waitLoaded(a);
  const invite = await a.locator('#invite-url').inputValue();
  const b = await newPage(shared.browser);
  await b.goto(invite);
  await waitLoaded(b);
  const watcher = await newPage(shared.browser);
  await watcher.goto(a.url());
  await waitLoaded(watcher);
  const pages = [a, b, watcher];
  for (const p of pages) await p.locator('.no-takebacks', { hasText: 'Takebacks are off in this game.' }).waitFor();
  await clickPoint(a, 'h8');
  await waitVersion(pages, 1);
  assert.equal(await a.locator('button.takeback').count(), 0);
  assert.equal(await b.locator('button.takeback').count(), 0);
  assert.deepEqual(a.errors, []);
  assert.deepEqual(b.errors, []);
});

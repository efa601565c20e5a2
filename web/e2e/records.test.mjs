// Records in real browsers: a finished game downloaded from the game page in each format (by
// a player and by a spectator, with the server's file names), the collection from "My games",
// the review: stepped through by keys and buttons, opened at a step by a #m=N link, with
// Black's forbidden points and their reasons, swaps included in the list of steps, and its
// evaluation graph (computed once on the server, shown to a spectator as it is, a click jumps).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import sgfParser from '@sabaki/sgf';
import { BASE, newPage, play, sharedBrowser, twoPlayers, waitLoaded } from './helpers.mjs';

const shared = sharedBrowser();

// Black's five e8–i8 after the double-three at j8 appeared (steps 8 and on).
const GAME = ['h8', 'a1', 'i8', 'a3', 'j9', 'a5', 'j10', 'a7', 'g8', 'a9', 'f8', 'a11', 'e8'];

async function download(page, format) {
  const details = page.locator('details.downloads');
  if (!(await details.evaluate((d) => d.open))) await details.locator('summary').click();
  const [file] = await Promise.all([page.waitForEvent('download'), page.locator(`a.download-${format}`).click()]);
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

const stones = (page) => page.locator('.review .board-svg .stone').count();
const step = (page) => page.locator('.review').getAttribute('data-step');

test('a finished game downloads in every format and is reviewed by keys and links', async () => {
  const { g, a, b } = await twoPlayers(shared.browser, 'standard');
  for (const at of GAME) await play([a, b], { at });
  await a.locator('.result', { hasText: /Black/ }).waitFor();

  const sgf = await download(a, 'sgf');
  assert.equal(sgf.name, `renju-${g.id}.sgf`);
  const text = sgf.bytes.toString('utf8');
  assert.match(text, /GM\[4\]/);
  assert.match(text, /RE\[B\+\]/);
  assert.match(text, /;B\[hh\]/);  // h8: column h, row 8 counted from the top
  // An independent parser (@sabaki/sgf) reads the same game.
  const root = sgfParser.parse(text)[0];
  const played = [];
  for (let n = root.children[0]; n; n = n.children[0]) played.push(n.data.B?.[0] ?? n.data.W?.[0]);
  assert.deepEqual([root.data.GM[0], root.data.SZ[0], root.data.RE[0], root.data.GN[0]], ['4', '15', 'B+', g.id]);
  assert.equal(played.length, GAME.length);
  assert.equal(played[0], 'hh');
  assert.equal(played[12], 'eh');  // e8
  const lib = await download(a, 'lib');
  assert.equal(lib.name, `renju-${g.id}.lib`);
  assert.deepEqual([...lib.bytes.subarray(0, 8)], [0xff, 0x52, 0x65, 0x6e, 0x4c, 0x69, 0x62, 0xff]);
  // A spectator gets the same records.
  const watcher = await newPage(shared.browser);
  await watcher.goto(`${BASE}/en/game/${g.id}`);
  await waitLoaded(watcher);
  const txt = await download(watcher, 'txt');
  assert.equal(txt.name, `renju-${g.id}.txt`);
  assert.match(txt.bytes.toString('utf8'), /1\. h8 2\. a1 3\. i8/);
  const psq = await download(watcher, 'psq');
  assert.match(psq.bytes.toString('utf8'), /^Piskvorky 15x15/);

  // Review: opens at the last step, keys step through it.
  await a.locator('button.review-open').click();
  await a.locator('.review[data-step="13"]').waitFor();
  assert.equal(await stones(a), 13);
  const board = a.locator('.review-board');
  assert.equal(await board.evaluate((e) => e === document.activeElement), true);
  await a.keyboard.press('Home');
  assert.equal(await step(a), '0');
  assert.equal(await stones(a), 0);
  assert.match(await a.locator('.review-caption').innerText(), /Step 0 of 13: The empty board\./);
  for (let i = 0; i < 3; i++) await a.keyboard.press('ArrowRight');
  assert.equal(await step(a), '3');
  assert.equal(await stones(a), 3);
  assert.match(await a.locator('.review-caption').innerText(), /Move 3: Black i8\./);
  await a.keyboard.press('End');
  await a.keyboard.press('ArrowLeft');
  assert.equal(await step(a), '12');
  await a.locator('button.review-first').click();
  assert.equal(await step(a), '0');
  assert.equal(await a.locator('button.review-back').getAttribute('aria-disabled'), 'true');
  await a.keyboard.press('ArrowLeft');  // nothing before the start; the keys work on the buttons too
  assert.equal(await step(a), '0');
  await a.locator('button.review-forward').click();
  assert.equal(await stones(a), 1);
  // The evaluation graph: every position judged by the engine, the swings marked, a click jumps.
  await a.locator('button.eval-compute').click();
  await a.locator('.eval-graph[data-done="true"]').waitFor({ timeout: 120_000 });
  const points = (await a.locator('.eval-line').getAttribute('points')).split(' ');
  assert.equal(points.length, 14);  // the empty board and each of the 13 stones
  assert.ok(Number(points[13].split(',')[1]) < 10, 'Black has won: the line ends at the top');
  assert.match(await a.locator('.eval-note').innerText(), /(Biggest swings|No big swings)/);
  const graph = await a.locator('.eval-svg').boundingBox();
  await a.mouse.click(graph.x + 2, graph.y + graph.height / 2);
  assert.equal(await step(a), '0');
  // Kept with the game on the server: the spectator's review shows the same graph at once,
  // without a click and without the engine judging a single position again.
  const health = async () => (await (await fetch(`${BASE}/api/health`)).json()).evaluations;
  const before = await health();
  await watcher.locator('button.review-open').click();
  await watcher.locator('.eval-graph[data-done="true"]').waitFor();
  assert.deepEqual(await watcher.locator('.eval-line').getAttribute('points'), points.join(' '));
  assert.deepEqual(await health(), before);
  // The live board comes back, the one board on the page again.
  await a.locator('button.review-close').click();
  assert.equal(await a.locator('.review').count(), 0);
  assert.equal(await a.locator('.board-svg').count(), 1);

  // A link opens the game at step 8: j8 is a double-three, shown on the board and in words.
  const linked = await newPage(shared.browser);
  await linked.goto(`${BASE}/en/game/${g.id}#m=8`);
  await linked.locator('.review[data-step="8"]').waitFor();
  assert.equal(await stones(linked), 8);
  assert.match(await linked.locator('.review-forbidden').innerText(), /Forbidden for Black here: .*j8 \(double-three\)/);
  const mark = linked.locator('.review .board-svg .forbidden[data-at="j8"] title');
  assert.match(await mark.textContent(), /Forbidden for Black: double-three/);
  await linked.locator('.review-steps li').nth(2).locator('button').click();
  assert.equal(await step(linked), '2');
  assert.equal(await linked.locator('.review-link').getAttribute('href'), '#m=2');
  assert.deepEqual([...a.errors, ...watcher.errors, ...linked.errors], []);
});

test('the review lists the swap, and "My games" downloads the games as one file', async () => {
  const { g, a, b } = await twoPlayers(shared.browser, 'taraguchi-10');
  await play([a, b], { at: 'h8' });
  await play([a, b], { button: 'swap' });
  await b.locator('button.review-open').click();
  await b.locator('.review[data-step="2"]').waitFor();
  const list = await b.locator('.review-steps').innerText();
  assert.match(list, /The empty board\.\s+Move 1: Black h8\.\s+Colours swapped\./);
  assert.equal(await stones(b), 1);

  await a.goto(`${BASE}/en/games`);
  const box = a.locator('.collection-downloads');
  await box.waitFor();
  assert.match(await box.innerText(), /Download th(is game|ese \d+ games):/);
  const [file] = await Promise.all([a.waitForEvent('download'), box.locator('a.download-sgf').click()]);
  assert.equal(file.suggestedFilename(), 'renju-games.sgf');
  const sgf = (await readFile(await file.path())).toString('utf8');
  assert.match(sgf, new RegExp(`GN\\[${g.id}\\]`));
  assert.match(sgf, /RJA\[B swap\]/);
});

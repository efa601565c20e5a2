// The analysis board in a real browser: a position pasted as moves shows Black's forbidden
// points, a click on one explains it (which threes count and why), the engine answers through
// the server's pool (a win by threes and fours with its whole line), the address shares the
// position, a record file is walked, and a broken record is refused saying where, with nothing
// loaded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BASE, clickPoint, newPage, sharedBrowser } from './helpers.mjs';

const shared = sharedBrowser();
const stones = (page) => page.locator('#analysis').getAttribute('data-stones');

test('a pasted position: the forbidden explanation, an engine answer, a shareable address', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/analysis`);
  await page.locator('#analysis.ready').waitFor();
  await page.fill('#analysis-paste', 'h8 a1 i8 a3 j9 a5 j10 a7');
  await page.locator('button.import-load').click();
  await page.locator('#analysis[data-stones="8"]').waitFor();
  assert.match(await page.locator('.analysis-status').innerText(), /Black to move \(move 8 of 8\)\./);
  assert.match(await page.locator('.analysis-forbidden').innerText(), /j8 \(double-three\)/);
  assert.match(page.url(), /\?moves=h8,a1,i8,a3,j9,a5,j10,a7$/);

  // A click on the forbidden point explains it instead of playing it.
  await clickPoint(page, 'j8');
  const why = page.locator('.analysis-explain');
  await why.locator('h2', { hasText: 'Why j8?' }).waitFor();
  const text = await why.innerText();
  assert.match(text, /j8: 2 real threes at once: a double-three, forbidden for Black\./);
  assert.match(text, /The three h8–i8–j8 on the row is real/);
  assert.match(text, /The three j8–j9–j10 on the column is real/);
  assert.equal(await stones(page), '8');

  await page.locator('button.engine-ask').click();
  const answer = page.locator('.engine-answer[data-answered="true"]');
  await answer.waitFor({ timeout: 30_000 });
  const said = await answer.innerText();
  assert.match(said, /Best moves for Black:\s+1\. [a-o]\d+ /);
  assert.match(said, /(wins by continuous fours|no win by continuous fours)/);
  assert.ok((await page.locator('.board-svg .offer').count()) > 0, 'the engine line is numbered on the board');

  // The address opens the same position elsewhere; stepping back works by buttons and keys.
  const other = await newPage(shared.browser);
  await other.goto(page.url());
  await other.locator('#analysis[data-stones="8"]').waitFor();
  await other.locator('button.review-back').click();
  await other.locator('#analysis[data-stones="7"]').waitFor();
  await other.keyboard.press('Home');
  await other.locator('#analysis[data-stones="0"]').waitFor();
  assert.match(other.url(), /&m=0$/);
  await clickPoint(other, 'h8');  // a new line from the start
  await other.locator('#analysis[data-stones="1"]').waitFor();
  assert.match(other.url(), /\?moves=h8$/);
  assert.deepEqual([...page.errors, ...other.errors], []);
});

test('a win by threes and fours is shown with its whole line', async () => {
  // Hiroshi Okabe's "5-moves-to-end" No. 68 (tests/ai/data/outside_suite.txt): Black to move
  // wins with threes and fours; the engine gives the proof's line, not only its first move.
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/analysis?moves=h8,i10,h6,i9,j6,h7,g5,i6,i5,h5`);
  await page.locator('#analysis[data-stones="10"]').waitFor();
  await page.locator('button.engine-ask').click();
  const answer = page.locator('.engine-answer[data-answered="true"]');
  await answer.waitFor({ timeout: 30_000 });
  const said = await answer.innerText();
  assert.match(said, /Black wins by threes and fours \(VCT\), starting at j8\./);
  assert.match(said, /1\. j8 2\. [a-o]\d+ 3\. [a-o]\d+ 4\. [a-o]\d+ 5\. [a-o]\d+/);
  assert.deepEqual(page.errors, []);
});

test('a record file is read into its games; a broken one says where and loads nothing', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/analysis?moves=h8,h9`);
  await page.locator('#analysis[data-stones="2"]').waitFor();
  await page.locator('#analysis-file').setInputFiles({
    name: 'two.sgf',
    mimeType: 'application/x-go-sgf',
    buffer: Buffer.from('(;FF[4]GM[4]SZ[15];B[hh];W[ig];B[jf])(;FF[4]GM[4]SZ[15];B[hh];W[hg])'),
  });
  await page.locator('#analysis[data-stones="3"]').waitFor();
  assert.match(await page.locator('.analysis-message').innerText(), /Loaded 2 games/);
  await page.selectOption('#analysis-game', '1');
  await page.locator('#analysis[data-stones="2"]').waitFor();
  assert.match(page.url(), /\?moves=h8,h9$/);

  await page.fill('#analysis-paste', '(;FF[4]GM[1]SZ[19];B[dd])');
  await page.locator('button.import-load').click();
  const message = page.locator('.analysis-message[data-kind="error"]');
  await message.waitFor();
  assert.match(await message.innerText(), /This SGF record could not be read \(line 1, byte \d+, at GM\)/);
  assert.match(await message.innerText(), /GM\[1\] is another game, not Gomoku or Renju/);
  assert.equal(await stones(page), '2');  // nothing half-loaded
  assert.deepEqual(page.errors, []);
});

test('a record that does not read is refused in the page\'s language, not in English', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/de/analysis`);
  await page.fill('#analysis-paste', '(;FF[4]GM[4]SZ[19];B[dd])');
  await page.locator('button.import-load').click();
  const message = page.locator('.analysis-message[data-kind="error"]');
  await message.waitFor();
  const text = await message.innerText();
  assert.match(text, /das Brett ist 19, Renju wird aber auf 15×15 gespielt/);
  assert.doesNotMatch(text, /board size 19 is not 15/);  // the reader's English words
  assert.deepEqual(page.errors, []);
});

// A library with a branch and a comment, written by hand from the format (docs/records.md):
// h8; under it h9 (with a sibling after its subtree) with the leaf g9 carrying the comment
// "one" / "two"; then h9's sibling i9, a leaf.
const LIBRARY = Buffer.concat([
  Buffer.from([0xff, 0x52, 0x65, 0x6e, 0x4c, 0x69, 0x62, 0xff, 3, 0]), Buffer.alloc(10, 0xff),
  Buffer.from([0x78, 0x00, 0x68, 0x80, 0x67, 0x48]), Buffer.from('one\x08two\x00', 'latin1'),
  Buffer.from([0x69, 0x40]),
]);

test('a library\'s variations are a tree: a click follows a variation, comments are shown', async () => {
  const page = await newPage(shared.browser);
  await page.goto(`${BASE}/en/analysis`);
  await page.locator('#analysis[data-stones="0"]').waitFor();
  await page.locator('#analysis-file').setInputFiles({ name: 'v.lib', mimeType: 'application/octet-stream', buffer: LIBRARY });
  const tree = page.locator('.variation-tree');
  await tree.waitFor();
  const moves = await tree.locator('button.variation-move').allInnerTexts();
  assert.deepEqual(moves, ['1. h8', '2. h9', '3. g9', '2. i9']);
  // The branch at h8: h9 and i9 are two rows of the list under it.
  assert.equal(await tree.locator('.variation-list .variation-list > li').count(), 2);
  assert.match(await tree.innerText(), /one\s+two/);
  await tree.locator('button.variation-move[data-move="i9"]').click();
  await page.locator('#analysis[data-stones="2"]').waitFor();
  assert.match(page.url(), /\?moves=h8,i9$/);
  assert.equal(await tree.locator('button[aria-current="true"]').innerText(), '2. i9');
  await tree.locator('button.variation-move[data-move="h9"]').click();
  // Still two stones on the board, so wait for the move the page marks as current, not the count.
  await tree.locator('button[aria-current="true"][data-move="h9"]').waitFor();
  assert.match(page.url(), /\?moves=h8,h9,g9&m=2$/);  // the variation ahead, to step into
  await page.locator('button.review-forward').click();
  await page.locator('#analysis[data-stones="3"]').waitFor();
  assert.deepEqual(page.errors, []);
});

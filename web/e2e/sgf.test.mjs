// Our SGF read by an independent parser (@sabaki/sgf, from npm): a Taraguchi-2 game with a swap,
// offers, the pick and a resignation, and a standard game with a pass, written by
// `renju record convert` (the writer the server's downloads use; records.test.mjs parses those):
// the root properties, every move, and the opening decisions in our private RJA property.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import sgf from '@sabaki/sgf';

const BIN = process.env.RENJU_BIN;

function toSgf(text) {
  assert.ok(BIN, 'RENJU_BIN names the renju binary (web/e2e/run.sh sets it)');
  return execFileSync(BIN, ['record', 'convert', '-', '-', '--from', 'txt', '--to', 'sgf'], { input: text }).toString('utf8');
}

// The main line's nodes, root first.
function mainLine(text) {
  const roots = sgf.parse(text);
  assert.equal(roots.length, 1);
  const out = [];
  for (let n = roots[0]; n; n = n.children[0]) out.push(n.data);
  return out;
}

test('a Taraguchi-2 game with its swap, offers and pick', () => {
  const nodes = mainLine(toSgf('taraguchi-2: 1. h8 (swap) 2. h9 (keep) 3. i9 (keep) 4. j10 (choose 2) (offer i10) (offer g7) 5. i10 (picked) (white resigns)'));
  const root = nodes[0];
  assert.deepEqual([root.FF, root.GM, root.SZ, root.RU, root.RE], [['4'], ['4'], ['15'], ['taraguchi-2'], ['B+R']]);
  const moves = nodes.slice(1).flatMap((n) => (n.B ? [`B ${n.B[0]}`] : n.W ? [`W ${n.W[0]}`] : []));
  assert.deepEqual(moves, ['B hh', 'W hg', 'B ig', 'W jf', 'B if']);  // h8 h9 i9 j10 i10, rows from the top
  const decisions = nodes.flatMap((n) => n.RJA ?? []);
  assert.deepEqual(decisions.map((d) => d.replace(/^[AB] /, '')), [
    'swap', 'keep', 'keep', 'choose 2', 'offer i10', 'offer g7', 'pick i10', 'resign',
  ]);
  // The pick's node carries the fifth stone.
  assert.ok(nodes.some((n) => n.RJA?.some((d) => d.endsWith('pick i10')) && n.B?.[0] === 'if'));
});

test('a standard game with a pass', () => {
  const nodes = mainLine(toSgf('standard: 1. h8 2. h9 3. pass 4. i9'));
  assert.equal(nodes[0].RU[0], 'standard');
  const moves = nodes.slice(1).map((n) => (n.B ? `B ${n.B[0]}` : `W ${n.W[0]}`));
  assert.deepEqual(moves, ['B hh', 'W hg', 'B ', 'W ig']);  // B[] is a pass
});

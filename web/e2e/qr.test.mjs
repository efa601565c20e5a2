// Unit test of the QR encoder (web/src/qr.ts), run with the browser tests but needing no server:
// known answers from ISO/IEC 18004 (format and version codes, the Reed-Solomon example of
// version 1-M) and a reader written here from the standard that takes each symbol apart —
// function patterns, both format copies, unmasking, the zigzag order, de-interleaving, every
// block's Reed-Solomon syndromes — and must find the exact bytes that were encoded.
import { test, before } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
let qr;

before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'renju-qr-'));
  const out = join(dir, 'qr.mjs');
  await esbuild.build({ entryPoints: [join(here, '..', 'src', 'qr.ts')], bundle: true, format: 'esm', outfile: out, logLevel: 'warning' });
  qr = await import(pathToFileURL(out).href);
  rmSync(dir, { recursive: true, force: true });
});

// The standard's table of format information for level M, masks 0 to 7.
const FORMAT_M = [
  '101010000010010', '101000100100101', '101111001111100', '101101101001011',
  '100010111111001', '100000011001110', '100111110010111', '100101010100000',
];
// Level M per version: error-correction codewords per block, data codewords per block.
const BLOCKS = [
  [10, [16]], [16, [28]], [13, [22, 22]], [18, [32, 32]], [24, [43, 43]], [16, [27, 27, 27, 27]],
  [18, [31, 31, 31, 31]], [22, [38, 38, 39, 39]], [22, [36, 36, 36, 37, 37]], [26, [43, 43, 43, 43, 44]],
];
const ALIGN = [[], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50]];

test('format and version codes are the standard\'s', () => {
  for (let mask = 0; mask < 8; mask++) assert.equal(qr.formatBits(0, mask).toString(2).padStart(15, '0'), FORMAT_M[mask]);
  assert.equal(qr.formatBits(1, 0).toString(2).padStart(15, '0'), '111011111000100');  // L, mask 0
  assert.equal(qr.versionBits(7).toString(2).padStart(18, '0'), '000111110010010100');
  assert.equal(qr.versionBits(10).toString(2).padStart(18, '0'), '001010010011010011');
});

test('Reed-Solomon gives the standard\'s example (HELLO WORLD, 1-M)', () => {
  const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
  assert.deepEqual(qr.reedSolomon(data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
});

// Takes a symbol apart as a reader would and returns the bytes it holds.
function read(code) {
  const { size: n, modules: m, version } = code;
  assert.equal(n, 17 + 4 * version);
  const dark = (x, y) => m[y][x];
  // Finder patterns: 7×7 rings, with a light separator inside the symbol.
  for (const [ox, oy] of [[0, 0], [n - 7, 0], [0, n - 7]]) {
    for (let y = -1; y <= 7; y++) {
      for (let x = -1; x <= 7; x++) {
        const X = ox + x, Y = oy + y;
        if (X < 0 || Y < 0 || X >= n || Y >= n) continue;
        const d = Math.max(Math.abs(x - 3), Math.abs(y - 3));
        assert.equal(dark(X, Y), d !== 2 && d !== 4, `finder module (${X},${Y})`);
      }
    }
  }
  for (let i = 8; i < n - 8; i++) {
    assert.equal(dark(i, 6), i % 2 === 0, `timing (${i},6)`);
    assert.equal(dark(6, i), i % 2 === 0, `timing (6,${i})`);
  }
  assert.ok(dark(8, n - 8), 'the dark module');
  // Both copies of the format information must agree and be a valid level-M code.
  let f1 = 0, f2 = 0;
  const c1 = [[8, 0], [8, 1], [8, 2], [8, 3], [8, 4], [8, 5], [8, 7], [8, 8], [7, 8], [5, 8], [4, 8], [3, 8], [2, 8], [1, 8], [0, 8]];
  c1.forEach(([x, y], i) => { f1 |= (dark(x, y) ? 1 : 0) << i; });
  for (let i = 0; i < 8; i++) f2 |= (dark(n - 1 - i, 8) ? 1 : 0) << i;
  for (let i = 8; i < 15; i++) f2 |= (dark(8, n - 15 + i) ? 1 : 0) << i;
  assert.equal(f1, f2, 'the two format copies');
  const mask = FORMAT_M.indexOf(f1.toString(2).padStart(15, '0'));
  assert.ok(mask >= 0, `format ${f1.toString(2)} is level M`);
  // Which modules are not data.
  const fn = Array.from({ length: n }, () => new Array(n).fill(false));
  const mark = (x0, y0, w, h) => { for (let y = y0; y < y0 + h; y++) for (let x = x0; x < x0 + w; x++) fn[y][x] = true; };
  mark(0, 0, 9, 9); mark(n - 8, 0, 8, 9); mark(0, n - 8, 9, 8);
  mark(6, 0, 1, n); mark(0, 6, n, 1);
  const al = ALIGN[version - 1];
  const inFinder = (x, y) => (x < 9 && y < 9) || (x >= n - 8 && y < 9) || (x < 9 && y >= n - 8);
  for (const cy of al) for (const cx of al) if (!inFinder(cx, cy)) mark(cx - 2, cy - 2, 5, 5);
  if (version >= 7) {
    mark(n - 11, 0, 3, 6); mark(0, n - 11, 6, 3);
    let v = 0;
    for (let i = 0; i < 18; i++) v |= (dark(n - 11 + (i % 3), Math.floor(i / 3)) ? 1 : 0) << i;
    assert.equal(v >> 12, version, 'version information');
  }
  // Zigzag, unmasking as we go.
  const bits = [];
  for (let right = n - 1, up = true; right > 0; right -= 2, up = !up) {
    if (right === 6) right--;
    for (let k = 0; k < n; k++) {
      const y = up ? n - 1 - k : k;
      for (const x of [right, right - 1]) if (!fn[y][x]) bits.push(dark(x, y) !== qr.maskBit(mask, x, y) ? 1 : 0);
    }
  }
  const words = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  const [ecLen, sizes] = BLOCKS[version - 1];
  const total = sizes.reduce((a, b) => a + b, 0) + ecLen * sizes.length;
  assert.equal(words.length, total, 'codeword count');
  // De-interleave and check each block: its polynomial vanishes at α^0 … α^(ecLen−1).
  const blocks = sizes.map(() => []);
  let at = 0;
  for (let i = 0; i < Math.max(...sizes); i++) sizes.forEach((s, b) => { if (i < s) blocks[b].push(words[at++]); });
  for (let i = 0; i < ecLen; i++) blocks.forEach((b) => b.push(words[at++]));
  for (const b of blocks) {
    for (let i = 0; i < ecLen; i++) {
      const x = qr.gfPow2(i);
      const s = b.reduce((acc, c) => qr.gfMul(acc, x) ^ c, 0);
      assert.equal(s, 0, `syndrome ${i}`);
    }
  }
  const data = blocks.flatMap((b, i) => b.slice(0, sizes[i]));
  const dbits = data.flatMap((w) => [7, 6, 5, 4, 3, 2, 1, 0].map((k) => (w >> k) & 1));
  const take = (k) => { const v = dbits.splice(0, k).reduce((a, b) => (a << 1) | b, 0); return v; };
  assert.equal(take(4), 0b0100, 'byte mode');
  const count = take(version < 10 ? 8 : 16);
  return Buffer.from(Array.from({ length: count }, () => take(8)));
}

test('symbols read back to the text, versions 1 to 10', () => {
  const texts = [
    'h',
    'https://renju.example/game/AbCdEfGhIj#s=0123456789abcdefghijklmnopqrstuvwxyzABCDEFG',
    'http://127.0.0.1:8080/game/Xy12Zw34Qp#s=' + 'A'.repeat(43) + '/żółć',
  ];
  for (let len = 1; len <= 213; len += 7) texts.push('x'.repeat(len));
  texts.push('y'.repeat(213));
  const seen = new Set();
  for (const text of texts) {
    const code = qr.encodeQr(text);
    seen.add(code.version);
    assert.equal(read(code).toString('utf8'), text);
    assert.equal(code.version, qr.versionFor(Buffer.byteLength(text)), 'the smallest version');
  }
  assert.equal(seen.size, 10, `every version used: ${[...seen]}`);
  assert.throws(() => qr.encodeQr('z'.repeat(214)), RangeError);
});

// A small QR code encoder (ISO/IEC 18004) for the seat link: byte mode, error correction level
// M, versions 1 to 10 (up to 213 bytes), Reed-Solomon over GF(256), the mask with the lowest
// penalty. Written from the standard's facts; qrSvg draws the symbol as an SVG element.

// Per version 1..10 at level M: error-correction codewords per block, then the data codewords
// of each block (ISO/IEC 18004 table 9).
const BLOCKS_M: ReadonlyArray<readonly [number, readonly number[]]> = [
  [10, [16]],
  [16, [28]],
  [13, [22, 22]],
  [18, [32, 32]],
  [24, [43, 43]],
  [16, [27, 27, 27, 27]],
  [18, [31, 31, 31, 31]],
  [22, [38, 38, 39, 39]],
  [22, [36, 36, 36, 37, 37]],
  [26, [43, 43, 43, 43, 44]],
];
// Centres of the alignment patterns per version (table E.1); version 1 has none.
const ALIGN: ReadonlyArray<readonly number[]> = [
  [], [6, 18], [6, 22], [6, 26], [6, 30], [6, 34], [6, 22, 38], [6, 24, 42], [6, 26, 46], [6, 28, 50],
];
export const MAX_VERSION = BLOCKS_M.length;
const EC_LEVEL_M = 0b00;

// GF(256) with the primitive polynomial x^8 + x^4 + x^3 + x^2 + 1.
const EXP = new Uint8Array(512);
const LOG = new Uint8Array(256);
{
  let x = 1;
  for (let i = 0; i < 255; i++) {
    EXP[i] = x;
    LOG[x] = i;
    x <<= 1;
    if (x & 0x100) x ^= 0x11d;
  }
  for (let i = 255; i < 512; i++) EXP[i] = EXP[i - 255];
}
export function gfMul(a: number, b: number): number {
  return a === 0 || b === 0 ? 0 : EXP[LOG[a] + LOG[b]];
}
export function gfPow2(i: number): number {
  return EXP[i % 255];
}

// The n error-correction codewords of `data`: the remainder of data(x)·x^n divided by the
// generator (x − α^0)(x − α^1)…(x − α^(n−1)).
export function reedSolomon(data: readonly number[], n: number): number[] {
  let gen = [1];
  for (let i = 0; i < n; i++) {
    const next = new Array<number>(gen.length + 1).fill(0);
    for (let j = 0; j < gen.length; j++) {
      next[j] ^= gen[j];
      next[j + 1] ^= gfMul(gen[j], EXP[i]);
    }
    gen = next;
  }
  const rem = new Array<number>(n).fill(0);
  for (const d of data) {
    const factor = d ^ rem[0];
    rem.shift();
    rem.push(0);
    for (let j = 0; j < n; j++) rem[j] ^= gfMul(gen[j + 1], factor);
  }
  return rem;
}

// BCH code of the 5 format bits (generator 0x537), masked with 0x5412.
export function formatBits(ecLevel: number, mask: number): number {
  const data = (ecLevel << 3) | mask;
  let r = data << 10;
  for (let i = 14; i >= 10; i--) if ((r >> i) & 1) r ^= 0x537 << (i - 10);
  return ((data << 10) | r) ^ 0x5412;
}

// BCH code of the 6 version bits (generator 0x1f25), for versions 7 and up.
export function versionBits(version: number): number {
  let r = version << 12;
  for (let i = 17; i >= 12; i--) if ((r >> i) & 1) r ^= 0x1f25 << (i - 12);
  return (version << 12) | r;
}

export function dataCapacity(version: number): number {
  return BLOCKS_M[version - 1][1].reduce((a, b) => a + b, 0);
}

// The smallest version whose data codewords hold `length` bytes in byte mode.
export function versionFor(length: number): number {
  for (let v = 1; v <= MAX_VERSION; v++) {
    const header = 4 + (v < 10 ? 8 : 16);
    if (header + 8 * length <= 8 * dataCapacity(v)) return v;
  }
  throw new RangeError(`QR: ${length} bytes do not fit version ${MAX_VERSION}-M`);
}

// The data codewords: mode 0100 (byte), the count, the bytes, a terminator, then padding.
function dataCodewords(bytes: Uint8Array, version: number): number[] {
  const bits: number[] = [];
  const put = (value: number, n: number) => {
    for (let i = n - 1; i >= 0; i--) bits.push((value >>> i) & 1);
  };
  const capacity = dataCapacity(version) * 8;
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const b of bytes) put(b, 8);
  put(0, Math.min(4, capacity - bits.length));
  while (bits.length % 8) bits.push(0);
  const words: number[] = [];
  for (let i = 0; i < bits.length; i += 8) words.push(bits.slice(i, i + 8).reduce((a, b) => (a << 1) | b, 0));
  for (let pad = 0xec; words.length < capacity / 8; pad ^= 0xec ^ 0x11) words.push(pad);
  return words;
}

// Data and error-correction codewords interleaved across the blocks.
function codewords(data: number[], version: number): number[] {
  const [ecLen, sizes] = BLOCKS_M[version - 1];
  const blocks: number[][] = [];
  let at = 0;
  for (const size of sizes) {
    blocks.push(data.slice(at, at + size));
    at += size;
  }
  const ecs = blocks.map((b) => reedSolomon(b, ecLen));
  const out: number[] = [];
  const longest = Math.max(...sizes);
  for (let i = 0; i < longest; i++) for (const b of blocks) if (i < b.length) out.push(b[i]);
  for (let i = 0; i < ecLen; i++) for (const e of ecs) out.push(e[i]);
  return out;
}

export function maskBit(mask: number, x: number, y: number): boolean {
  switch (mask) {
    case 0: return (x + y) % 2 === 0;
    case 1: return y % 2 === 0;
    case 2: return x % 3 === 0;
    case 3: return (x + y) % 3 === 0;
    case 4: return (Math.floor(y / 2) + Math.floor(x / 3)) % 2 === 0;
    case 5: return ((x * y) % 2) + ((x * y) % 3) === 0;
    case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0;
    default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0;
  }
}

export interface QrCode {
  readonly version: number;
  readonly size: number;
  readonly mask: number;
  // modules[y][x]: true is dark.
  readonly modules: boolean[][];
}

class Matrix {
  readonly modules: boolean[][];
  readonly fixed: boolean[][];  // function patterns and format/version areas
  constructor(readonly size: number) {
    this.modules = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
    this.fixed = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  }
  set(x: number, y: number, dark: boolean): void {
    this.modules[y][x] = dark;
    this.fixed[y][x] = true;
  }
}

function drawFunctionPatterns(m: Matrix, version: number): void {
  const n = m.size;
  for (let i = 0; i < n; i++) {
    m.set(6, i, i % 2 === 0);
    m.set(i, 6, i % 2 === 0);
  }
  // Finder patterns with their light separators.
  for (const [cx, cy] of [[3, 3], [n - 4, 3], [3, n - 4]]) {
    for (let dy = -4; dy <= 4; dy++) {
      for (let dx = -4; dx <= 4; dx++) {
        const x = cx + dx;
        const y = cy + dy;
        if (x < 0 || y < 0 || x >= n || y >= n) continue;
        const d = Math.max(Math.abs(dx), Math.abs(dy));
        m.set(x, y, d !== 2 && d !== 4);
      }
    }
  }
  const centres = ALIGN[version - 1];
  for (const cy of centres) {
    for (const cx of centres) {
      // Not over the finder patterns.
      if ((cx === 6 && cy === 6) || (cx === 6 && cy === n - 7) || (cx === n - 7 && cy === 6)) continue;
      for (let dy = -2; dy <= 2; dy++) {
        for (let dx = -2; dx <= 2; dx++) m.set(cx + dx, cy + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1);
      }
    }
  }
  drawFormat(m, 0);  // reserves the areas; drawn for real once the mask is chosen
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >> i) & 1) === 1;
      const a = n - 11 + (i % 3);
      const b = Math.floor(i / 3);
      m.set(a, b, dark);
      m.set(b, a, dark);
    }
  }
}

// Format bit i is placed twice: near the top-left finder, and split between the other two.
function drawFormat(m: Matrix, mask: number): void {
  const n = m.size;
  const bits = formatBits(EC_LEVEL_M, mask);
  const bit = (i: number) => ((bits >> i) & 1) === 1;
  for (let i = 0; i <= 5; i++) m.set(8, i, bit(i));
  m.set(8, 7, bit(6));
  m.set(8, 8, bit(7));
  m.set(7, 8, bit(8));
  for (let i = 9; i < 15; i++) m.set(14 - i, 8, bit(i));
  for (let i = 0; i < 8; i++) m.set(n - 1 - i, 8, bit(i));
  for (let i = 8; i < 15; i++) m.set(8, n - 15 + i, bit(i));
  m.set(8, n - 8, true);  // the dark module
}

// The modules data bits go to, in order: two-column strips from the right, upwards then
// downwards in turn, skipping the vertical timing pattern.
export function dataPositions(fixed: boolean[][]): Array<[number, number]> {
  const n = fixed.length;
  const out: Array<[number, number]> = [];
  let upward = true;
  for (let right = n - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5;
    for (let k = 0; k < n; k++) {
      const y = upward ? n - 1 - k : k;
      for (const x of [right, right - 1]) if (!fixed[y][x]) out.push([x, y]);
    }
    upward = !upward;
  }
  return out;
}

// The standard's penalty: runs, 2×2 blocks, finder-like patterns and the dark proportion.
function penalty(mod: boolean[][]): number {
  const n = mod.length;
  let score = 0;
  const line = (get: (i: number) => boolean) => {
    let run = 1;
    for (let i = 1; i <= n; i++) {
      if (i < n && get(i) === get(i - 1)) {
        run++;
      } else {
        if (run >= 5) score += 3 + run - 5;
        run = 1;
      }
    }
    const pattern = [true, false, true, true, true, false, true];
    for (let i = 0; i + 7 <= n; i++) {
      if (!pattern.every((p, k) => get(i + k) === p)) continue;
      const lightBefore = [1, 2, 3, 4].every((k) => i - k < 0 || !get(i - k));
      const lightAfter = [0, 1, 2, 3].every((k) => i + 7 + k >= n || !get(i + 7 + k));
      if (lightBefore || lightAfter) score += 40;
    }
  };
  let dark = 0;
  for (let y = 0; y < n; y++) {
    line((x) => mod[y][x]);
    line((x) => mod[x][y]);
    for (let x = 0; x < n; x++) {
      if (mod[y][x]) dark++;
      if (x + 1 < n && y + 1 < n && mod[y][x] === mod[y][x + 1] && mod[y][x] === mod[y + 1][x] && mod[y][x] === mod[y + 1][x + 1]) {
        score += 3;
      }
    }
  }
  score += 10 * Math.floor(Math.abs((dark * 100) / (n * n) - 50) / 5);
  return score;
}

export function encodeQr(text: string): QrCode {
  const bytes = new TextEncoder().encode(text);
  const version = versionFor(bytes.length);
  const size = 17 + 4 * version;
  const words = codewords(dataCodewords(bytes, version), version);
  const base = new Matrix(size);
  drawFunctionPatterns(base, version);
  const positions = dataPositions(base.fixed);
  let best: QrCode | null = null;
  let bestScore = Infinity;
  for (let mask = 0; mask < 8; mask++) {
    const m = new Matrix(size);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        m.modules[y][x] = base.modules[y][x];
        m.fixed[y][x] = base.fixed[y][x];
      }
    }
    positions.forEach(([x, y], i) => {
      // Positions beyond the codewords are the remainder bits: 0 before masking.
      const bit = i < words.length * 8 ? ((words[i >> 3] >> (7 - (i & 7))) & 1) === 1 : false;
      m.modules[y][x] = bit !== maskBit(mask, x, y);
    });
    drawFormat(m, mask);
    const score = penalty(m.modules);
    if (score < bestScore) {
      bestScore = score;
      best = { version, size, mask, modules: m.modules };
    }
  }
  return best as QrCode;
}

// The code as an SVG element: one path of dark modules with the four-module quiet zone.
export function qrSvg(text: string, label: string): SVGSVGElement {
  const code = encodeQr(text);
  const ns = 'http://www.w3.org/2000/svg';
  const svg = document.createElementNS(ns, 'svg');
  const full = code.size + 8;
  svg.setAttribute('viewBox', `0 0 ${full} ${full}`);
  svg.setAttribute('class', 'qr');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  svg.setAttribute('shape-rendering', 'crispEdges');
  const bg = document.createElementNS(ns, 'rect');
  bg.setAttribute('width', String(full));
  bg.setAttribute('height', String(full));
  bg.setAttribute('fill', '#fff');
  let d = '';
  code.modules.forEach((row, y) => row.forEach((dark, x) => {
    if (dark) d += `M${x + 4} ${y + 4}h1v1h-1z`;
  }));
  const path = document.createElementNS(ns, 'path');
  path.setAttribute('d', d);
  path.setAttribute('fill', '#000');
  svg.append(bg, path);
  return svg;
}

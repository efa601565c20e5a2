// Protocol 2 end to end, without a browser: random games of every rule on the home page's form,
// played over real WebSockets against the real `renju serve` (RENJU_URL, run.sh starts it),
// with the page's own code (src/messages.ts and src/model.ts, bundled here by esbuild). After
// every live event each player's and a spectator's model must equal the full state the server
// sends on resync. Every model is deep-frozen, so a client that changed a state in place fails.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { BASE } from './helpers.mjs';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');

async function clientCode() {
  const out = await esbuild.build({
    stdin: {
      contents: "export { applyEvent, applyPresence } from './src/model';\n"
        + "export { parseServerMessage, pointSet } from './src/messages';\n",
      resolveDir: web,
      loader: 'ts',
    },
    bundle: true, format: 'esm', platform: 'neutral', write: false,
  });
  return import(`data:text/javascript,${encodeURIComponent(out.outputFiles[0].text)}`);
}
const client = await clientCode();

function freeze(o) {
  if (o && typeof o === 'object' && !Object.isFrozen(o)) {
    Object.freeze(o);
    for (const v of Object.values(o)) freeze(v);
  }
  return o;
}

// A small seeded generator, so a failing game can be replayed from its seed.
function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function post(path, body) {
  const r = await fetch(`${BASE}${path}`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body ?? {}),
  });
  const text = await r.text();
  assert.ok(r.ok, `${path}: ${r.status} ${text}`);
  return JSON.parse(text);
}

// One connection speaking protocol 2 the way connection.ts does: the model is the last state,
// moved on by live events (applyEvent) and presence (applyPresence). Every message is queued so
// the test can wait for the next one of a kind.
class Peer {
  constructor(gameId, secret) {
    this.model = null;
    this.inbox = [];
    this.waiters = [];
    this.errors = [];
    this.ws = new WebSocket(`${BASE.replace(/^http/, 'ws')}/ws/games/${gameId}`);
    this.ws.onopen = () => this.ws.send(JSON.stringify({ t: 'hello', protocol: 2, ...(secret ? { secret } : {}) }));
    this.ws.onmessage = (e) => {
      const msg = client.parseServerMessage(String(e.data));
      if ('error' in msg) return this.fail(new Error(`malformed message ${msg.error}: ${String(e.data).slice(0, 300)}`));
      if (msg.t === 'presence' && this.model) this.model = freeze(client.applyPresence(this.model, msg));
      if (msg.t === 'error' && msg.code === 'rate_limited') {
        // The server's message rate (20/s) refused the last message unread: send it again.
        setTimeout(() => this.send(this.last), 200);
        return;
      }
      if (msg.t === 'error') this.errors.push(msg);
      this.inbox.push(msg);
      this.wake();
    };
    this.ws.onclose = (e) => this.fail(new Error(`connection closed (${e.code})`));
  }

  // One request at a time is outstanding per peer (an action or a resync), kept for a resend.
  send(message) {
    this.last = message;
    this.ws.send(JSON.stringify(message));
  }

  // Every wait from now on fails with `error`.
  fail(error) {
    this.failure ??= error;
    for (const w of this.waiters.splice(0)) w.reject(this.failure);
  }

  wake() {
    for (const w of [...this.waiters]) {
      const i = this.inbox.findIndex(w.match);
      if (i < 0) continue;
      this.waiters.splice(this.waiters.indexOf(w), 1);
      w.resolve(this.inbox.splice(i, 1)[0]);
    }
  }

  next(match) {
    return new Promise((resolve, reject) => {
      this.waiters.push({ match, resolve, reject });
      this.wake();
      if (this.failure) this.fail(this.failure);
    });
  }

  async welcome() {
    const w = await this.next((m) => m.t === 'welcome');
    assert.equal(w.protocol, 2);
    this.model = freeze((await this.next((m) => m.t === 'state')).state);
    return w;
  }

  // Applies the live event of version v, then checks the model against a resync's full state.
  async follow(v) {
    const ev = await this.next((m) => m.t === 'event' && m.v === v);
    assert.ok(ev.change, `event ${v} is live and carries what changed`);
    const before = this.model;
    const after = client.applyEvent(before, ev);
    assert.ok(after, `event ${v} applies to the model at v${before.v}`);
    assert.equal(client.applyEvent(after, ev), null, 'the same event twice is a gap');
    this.model = freeze(after);
    this.send({ t: 'resync', v });
    const truth = (await this.next((m) => m.t === 'state')).state;
    assert.deepEqual(this.model, truth, `model after v${v} (${ev.text})`);
    return ev;
  }

  close() {
    this.failure ??= new Error('closed by the test');
    this.ws.close();
  }
}

// A random legal action from the mover's model: board actions mostly, sometimes a pass or a
// draw offer (and its answer), a resignation late in a long game.
function choose(legal, random, actions) {
  const pick = (list) => list[Math.floor(random() * list.length)];
  if (legal['accept-draw']) return { t: random() < 0.3 ? 'accept-draw' : 'decline-draw' };
  if (actions > 160 && legal.resign) return { t: 'resign' };
  if (legal['offer-draw'] && random() < 0.03) return { t: 'offer-draw' };
  if (legal.pass && random() < 0.03) return { t: 'pass' };
  for (const t of ['pick', 'offer', 'withdraw']) {
    if (legal[t]?.length && (t !== 'withdraw' || random() < 0.1)) return { t, at: pick(legal[t]) };
  }
  if (legal.choose?.length) return { t: 'choose', n: pick(legal.choose) };
  if (legal.declare?.length) return { t: 'declare', n: pick(legal.declare) };
  if (legal.swap && random() < 0.4) return { t: 'swap' };
  if (legal.keep && (!legal.place?.length || random() < 0.3)) return { t: 'keep' };
  if (legal.place?.length) return { t: 'place', at: pick(legal.place) };
  if (legal.swap) return { t: 'swap' };
  if (legal.pass) return { t: 'pass' };
  return null;
}

async function playGame(rule, seed) {
  const random = rng(seed);
  const g = await post('/api/games', { rule, side: 'black' });
  const joined = await post(`/api/games/${g.id}/join`);
  const watcher = new Peer(g.id, null);
  await watcher.welcome();
  const a = new Peer(g.id, g.secret);
  await a.welcome();
  const b = new Peer(g.id, joined.secret);
  await b.welcome();
  const peers = { A: a, B: b };
  // The spectator learns of both players through the coalesced presence; start once it has.
  while (!(watcher.model.seats.A.online && watcher.model.seats.B.online)) await watcher.next((m) => m.t === 'presence');
  let v = a.model.v;
  let actions = 0;
  try {
    while (!a.model.result) {
      // Whoever is to move acts, unless the other seat has a draw offer to answer.
      const other = a.model.to_move === 'A' ? 'B' : 'A';
      const mover = peers[other].model.legal['accept-draw'] ? other : a.model.to_move;
      const action = choose(peers[mover].model.legal, random, actions);
      assert.ok(action, `${rule} seed ${seed}: ${mover} has a legal action at v${v}`);
      peers[mover].send({ ...action, id: ++actions });
      const ack = await peers[mover].next((m) => (m.t === 'ack' || m.t === 'error') && m.id === actions);
      assert.equal(ack.t, 'ack', `${rule} seed ${seed}: ${JSON.stringify(action)} refused: ${JSON.stringify(ack)}`);
      v += 1;
      for (const p of [a, b, watcher]) await p.follow(v);
      assert.deepEqual(watcher.model.legal, {}, 'a spectator has no legal actions');
    }
  } finally {
    for (const p of [a, b, watcher]) p.close();
  }
  for (const p of [a, b, watcher]) assert.deepEqual(p.errors, []);
  return { actions, result: a.model.result };
}

// Every rule the home page offers: standard, Taraguchi-10, any rule that is not a Taraguchi-N
// and one other N.
async function rules() {
  const home = await (await fetch(`${BASE}/en/`)).text();
  const select = /<select[^>]*name="rule"[^>]*>([\s\S]*?)<\/select>/.exec(home);
  assert.ok(select, 'the home page has a rule field');
  const all = [...select[1].matchAll(/<option value="([^"]+)"/g)].map((m) => m[1]);
  const others = all.filter((r) => /^taraguchi-\d+$/.test(r) && r !== 'taraguchi-10');
  const chosen = all.filter((r) => r === 'standard' || r === 'taraguchi-10' || !/^taraguchi-\d+$/.test(r));
  if (others.length) chosen.push(others[Math.floor(Math.random() * others.length)]);
  assert.ok(chosen.includes('standard') && chosen.includes('taraguchi-10'), all.join(' '));
  return chosen;
}

test('point sets decode in index order', () => {
  const set = '3' + '0'.repeat(55) + '1';  // a1, b1 and point 224 (o15)
  assert.deepEqual(client.pointSet(set, 'x'), ['a1', 'b1', 'o15']);
  assert.throws(() => client.pointSet('0'.repeat(56) + '2', 'x'), /beyond o15/);
  assert.throws(() => client.pointSet('0'.repeat(56), 'x'), /not a point set/);
});

for (const rule of await rules()) {
  test(`random ${rule} games: every model equals the server's state after every event`, async () => {
    for (let i = 0; i < 2; i++) {
      const seed = Math.floor(Math.random() * 2 ** 31);
      const { actions, result } = await playGame(rule, seed);
      assert.ok(actions > 0 && result, `${rule} seed ${seed} finished`);
    }
  });
}

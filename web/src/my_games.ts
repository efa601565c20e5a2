// The "My games" page: this browser's games from /api/my-games (ongoing first, as the server
// orders them), each with the rule, your colour, the opponent, whose turn it is and the last
// activity, and a link back into the game.
import { el } from './dom';
import { collectionDownloads } from './downloads';
import type { I18n } from './i18n';

interface MyGame {
  id: string;
  rule: string;
  color: 'black' | 'white';
  ongoing: boolean;
  your_turn: boolean;
  moves: number;
  opponent: { kind: 'nobody' | 'human' | 'computer'; level?: string };
  result: { winner: string | null; reason: string } | null;
  seat: string;
  last_activity: number;
}

function isMyGame(x: unknown): x is MyGame {
  if (typeof x !== 'object' || x === null) return false;
  const g = x as Record<string, unknown>;
  return typeof g.id === 'string' && typeof g.rule === 'string' && typeof g.ongoing === 'boolean' &&
    typeof g.your_turn === 'boolean' && typeof g.last_activity === 'number' &&
    typeof g.opponent === 'object' && g.opponent !== null && (g.color === 'black' || g.color === 'white');
}

function ruleName(t: I18n, rule: string): string {
  const n = /^taraguchi-(\d+)$/.exec(rule);
  if (t.has(`rule.${rule}.name`)) return t.t(`rule.${rule}.name`);
  return n ? t.t('rule.taraguchi-n.name', { n: n[1] }) : rule;
}

function opponent(t: I18n, g: MyGame): string {
  if (g.opponent.kind === 'nobody') return t.t('my.nobody');
  if (g.opponent.kind === 'human') return t.t('my.against', { who: t.t('my.human') });
  const level = g.opponent.level && t.has(`game.level.${g.opponent.level}`) ? t.t(`game.level.${g.opponent.level}`) : '';
  return t.t('my.against', { who: level ? t.t('game.computerLevel', { level }) : t.t('game.computer') });
}

function turn(t: I18n, g: MyGame): [string, string] {
  if (!g.ongoing) {
    if (!g.result || g.result.winner === null) return [t.t('my.finishedDraw'), 'over'];
    return [t.t(g.result.winner === g.seat ? 'my.finishedWon' : 'my.finishedLost'), 'over'];
  }
  if (g.opponent.kind === 'nobody' && !g.your_turn) return [t.t('my.waiting'), 'waiting'];
  return g.your_turn ? [t.t('my.yourTurn'), 'mine'] : [t.t('my.theirTurn'), 'theirs'];
}

export async function showMyGames(root: HTMLElement, t: I18n): Promise<void> {
  let games: MyGame[];
  try {
    const r = await fetch('/api/my-games');
    const body = (await r.json()) as { games?: unknown };
    if (!r.ok || !Array.isArray(body.games)) throw new Error(String(r.status));
    games = body.games.filter(isMyGame);
  } catch {
    root.replaceChildren(el('p', { class: 'error' }, t.t('my.error')));
    return;
  }
  if (games.length === 0) {
    root.replaceChildren(el('p', { class: 'empty' }, t.t('my.empty')));
    return;
  }
  const colour = (c: string) => t.t(c === 'black' ? 'game.black' : 'game.white');
  const list = el('ul', { class: 'my-game-list' });
  for (const g of games) {
    const [turnText, turnKind] = turn(t, g);
    const item = el('li', { class: 'my-game', 'data-id': g.id, 'data-turn': turnKind });
    const link = el('a', { href: `/${t.lang}/game/${encodeURIComponent(g.id)}` }, t.t('game.title', { id: g.id }));
    const date = new Date(g.last_activity * 1000);
    const time = el('time', { datetime: date.toISOString() }, t.format.dateTime(date.getTime()));
    const activity = el('span', { class: 'activity' }, `${t.t('my.lastActivity')} `);
    activity.append(time);
    item.append(
      link,
      el('span', { class: 'turn' }, turnText),
      el('span', { class: 'rule' }, ruleName(t, g.rule)),
      el('span', { class: 'colour' }, t.t('game.youPlay', { colour: colour(g.color) })),
      el('span', { class: 'opponent' }, opponent(t, g)),
      activity,
    );
    list.append(item);
  }
  root.replaceChildren(collectionDownloads(t, games.map((g) => g.id)), list);
}

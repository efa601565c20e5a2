// The review's data (GET /api/games/<id>/review, docs/protocol.md): checked on arrival, and what
// each step says ("Move 7: White j10.", "Colours swapped.") in the page's language (pure).
import type { I18n } from './i18n';
import type { Texts } from './texts';
import type { Action, Colour } from './types';

export interface ReviewStep {
  readonly seat: string | null;
  readonly color: Colour | null;
  readonly action: Action | null;  // null: the start, the empty board
  readonly stones: number;
  // The stone this step put on the board (a takeback removes the last ones instead).
  readonly placed: { readonly at: string; readonly color: Colour } | null;
  readonly to_move: string | null;
  readonly offers: readonly string[];
  readonly forbidden: readonly { readonly at: string; readonly reason: string }[];
}

export interface Review {
  readonly rule: string;
  readonly moves: readonly { readonly at: string; readonly color: Colour; readonly n: number }[];
  readonly steps: readonly ReviewStep[];
}

const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null;
const isStrings = (x: unknown) => Array.isArray(x) && x.every((s) => typeof s === 'string');

function isStep(x: unknown): x is ReviewStep {
  if (!isObj(x) || typeof x.stones !== 'number' || !isStrings(x.offers) || !Array.isArray(x.forbidden)) return false;
  if (x.placed !== null && !(isObj(x.placed) && typeof x.placed.at === 'string')) return false;
  if (x.action !== null && !(isObj(x.action) && typeof x.action.t === 'string')) return false;
  return x.forbidden.every((f) => isObj(f) && typeof f.at === 'string' && typeof f.reason === 'string');
}

// The review in `body`, or null when it is not one (the page then says it could not load).
export function parseReview(body: unknown): Review | null {
  if (!isObj(body) || typeof body.rule !== 'string' || !Array.isArray(body.moves) || !Array.isArray(body.steps)) return null;
  if (body.steps.length === 0 || !body.steps.every(isStep)) return null;
  const moves = body.moves.every((m) => isObj(m) && typeof m.at === 'string' && typeof m.n === 'number');
  return moves ? (body as unknown as Review) : null;
}

// The stones on the board after each step, numbered in the order they were placed.
export function boards(r: Review): { at: string; color: Colour; n: number }[][] {
  let stones: { at: string; color: Colour; n: number }[] = [];
  return r.steps.map((s) => {
    if (s.placed) stones = [...stones, { at: s.placed.at, color: s.placed.color, n: stones.length + 1 }];
    else if (s.stones < stones.length) stones = stones.slice(0, s.stones);
    return stones;
  });
}

// The step `i`, as a sentence.
export function stepText(t: I18n, texts: Texts, r: Review, i: number): string {
  const s = r.steps[i];
  const a = s.action;
  if (!a) return t.t('review.start');
  const colour = texts.colour(s.color);
  switch (a.t) {
    case 'place':
      return t.t('announce.move', { n: s.stones, colour, at: a.at });
    case 'swap':
      return t.t('announce.swap');
    case 'keep':
      return t.t('announce.keep');
    case 'choose': {
      const n = Number(/taraguchi-(\d+)/.exec(r.rule)?.[1] ?? 10);
      return a.n === 1 ? t.t('announce.choose1') : t.plural('announce.choose2', n);
    }
    case 'declare':
      return t.plural('announce.declare', a.n);
    case 'offer':
      return t.t('announce.offer', { n: s.offers.indexOf(a.at) + 1, at: a.at });
    case 'withdraw':
      return t.t('announce.withdraw', { at: a.at });
    case 'pick':
      return t.t('announce.pick', { at: a.at });
    case 'pass':
      return t.t('announce.pass', { colour });
    case 'resign':
      return t.t('announce.resign', { colour });
    case 'offer-draw':
      return t.t('draw.offeredBy', { colour });
    case 'decline-draw':
      return t.t('draw.declinedBy', { colour });
    case 'accept-draw':
      return t.t('review.drawAccepted', { colour });
    // The table's actions (abort, takebacks, claims): the button's own words, by colour.
    case 'abort':
      return t.t('result.aborted');
    case 'accept-takeback':
      return t.t('takeback.accepted');
    case 'decline-takeback':
      return t.t('takeback.declined');
    case 'takeback':
      return `${colour}: ${t.t('action.takeback')}`;
    case 'claim-win':
      return `${colour}: ${t.t('action.claimWin')}`;
    case 'claim-draw':
      return `${colour}: ${t.t('action.claimDraw')}`;
    case 'time-out':
      return t.t('announce.time', { colour });
    case 'rematch':
      return `${colour}: ${t.t('action.rematch')}`;
    case 'decline-rematch':
      return t.t('rematch.declined');
  }
}

// The pages' entry point: loads the page language's catalog, then either the game page (takes
// the seat with join.ts, starts the table of game_ui.ts and its review of review.ts) or the
// "My games" list (my_games.ts), or the analysis board (analysis.ts).
import { AnalysisBoard } from './analysis';
import { GameUI } from './game_ui';
import { loadI18n } from './i18n';
import { takeSeat } from './join';
import { showMyGames } from './my_games';
import { ReviewMode } from './review';
import { Texts } from './texts';

async function main(root: HTMLElement): Promise<void> {
  const gameId = root.dataset.game ?? '';
  const i18n = await loadI18n(document.documentElement.lang || 'en');
  const seating = await takeSeat(root, gameId, i18n);
  if (!seating) return;
  new GameUI(root, i18n, gameId, seating.secret, seating.notice).start();
  new ReviewMode(root, i18n, new Texts(i18n), gameId);
}

const root = document.getElementById('app');
if (root) void main(root);
const mine = document.getElementById('my-games');
if (mine) void loadI18n(document.documentElement.lang || 'en').then((t) => showMyGames(mine, t));
const analysis = document.getElementById('analysis');
if (analysis) void loadI18n(document.documentElement.lang || 'en').then((t) => new AnalysisBoard(analysis, t));

// The game page's entry point: loads the page language's catalog, takes the seat (join.ts), then
// starts the table (game_ui.ts).
import { GameUI } from './game_ui';
import { loadI18n } from './i18n';
import { takeSeat } from './join';

async function main(root: HTMLElement): Promise<void> {
  const gameId = root.dataset.game ?? '';
  const i18n = await loadI18n(document.documentElement.lang || 'en');
  const seating = await takeSeat(root, gameId, i18n);
  if (seating) new GameUI(root, i18n, gameId, seating.secret, seating.notice).start();
}

const root = document.getElementById('app');
if (root) void main(root);

// Record downloads: the game page's links to the game in each format (players and spectators
// alike, during and after the game) and "My games"' links to the listed games as one file. The
// server names the files (Content-Disposition); the `download` attribute says the same name.
import { el } from './dom';
import type { I18n } from './i18n';

export const singleFormats = ['sgf', 'lib', 'psq', 'txt'] as const;
export const collectionFormats = ['sgf', 'lib', 'txt'] as const;
export const maxCollection = 50;  // GET /api/records takes at most this many ids

function link(t: I18n, href: string, file: string, format: string): HTMLAnchorElement {
  return el('a', { href, download: file, class: `download download-${format}`, 'data-format': format }, t.t(`record.format.${format}`));
}

// The game page's box: one link per format.
export function gameDownloads(t: I18n, gameId: string): HTMLElement {
  const box = el('details', { class: 'downloads' });
  box.append(el('summary', {}, t.t('record.download')));
  const list = el('ul', { class: 'download-list' });
  const id = encodeURIComponent(gameId);
  for (const f of singleFormats) {
    const item = el('li');
    item.append(link(t, `/api/games/${id}/record?format=${f}`, `renju-${gameId}.${f}`, f));
    list.append(item);
  }
  box.append(list);
  return box;
}

// "My games": the listed games (the first 50, the most recent) in one file per format.
export function collectionDownloads(t: I18n, ids: readonly string[]): HTMLElement {
  const box = el('p', { class: 'collection-downloads' });
  const some = ids.slice(0, maxCollection);
  box.append(document.createTextNode(t.plural('record.downloadAll', some.length) + ' '));
  const query = some.map(encodeURIComponent).join(',');
  collectionFormats.forEach((f, i) => {
    if (i > 0) box.append(document.createTextNode(' · '));
    box.append(link(t, `/api/records?ids=${query}&format=${f}`, `renju-games.${f}`, f));
  });
  return box;
}

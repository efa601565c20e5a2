// A RenLib library's variations as a tree on the analysis board: the library's lines (root to
// leaf, as /api/analysis/import lists them) merged where they share their beginning; a move
// without a branch continues on the same row, a branch opens a nested list. Each move is a
// button that shows its position (following that variation to its end), with its comment.
import { el } from './dom';
import type { I18n } from './i18n';

export interface TreeLine {
  moves: string[];
  comments: string[];
}

export interface TreeNode {
  move: string;
  comment: string;
  depth: number;   // moves from the root, this one included
  line: string[];  // the first line (of the library's order) through this node, to its end
  children: TreeNode[];
}

// Merges the lines into a tree; the roots are the first moves.
export function buildTree(lines: TreeLine[]): TreeNode[] {
  const roots: TreeNode[] = [];
  for (const l of lines) {
    let level = roots;
    l.moves.forEach((move, i) => {
      let node = level.find((n) => n.move === move);
      if (!node) {
        node = { move, comment: l.comments[i] ?? '', depth: i + 1, line: l.moves, children: [] };
        level.push(node);
      }
      level = node.children;
    });
  }
  return roots;
}

export class VariationTree {
  readonly box = el('section', { class: 'variation-tree' });
  private buttons: { node: TreeNode; b: HTMLButtonElement }[] = [];

  constructor(private readonly t: I18n, private readonly choose: (line: string[], at: number) => void) {
    this.box.hidden = true;
  }

  // Shows the lines' tree (hidden when there is no branch to show).
  show(lines: TreeLine[]): void {
    const roots = buildTree(lines);
    this.buttons = [];
    this.box.hidden = lines.length < 2;
    if (this.box.hidden) return this.box.replaceChildren();
    this.box.replaceChildren(el('h2', {}, this.t.t('tree.title')), el('p', { class: 'hint' }, this.t.t('tree.hint')),
      this.list(roots));
  }

  // Marks the move whose position is on the board (the line's first `at` moves).
  mark(line: string[], at: number): void {
    for (const { node, b } of this.buttons) {
      const here = node.depth === at && node.line.slice(0, at).every((m, i) => m === line[i]);
      b.setAttribute('aria-current', String(here));
    }
  }

  private list(nodes: TreeNode[]): HTMLUListElement {
    const ul = el('ul', { class: 'variation-list' });
    for (const n of nodes) ul.append(this.row(n));
    return ul;
  }

  // One variation: its moves up to the next branch on one row, then the branch's lists.
  private row(first: TreeNode): HTMLLIElement {
    const li = el('li', {});
    let n: TreeNode | undefined = first;
    while (n) {
      const node: TreeNode = n;
      const label = `${node.depth}. ${node.move === 'pass' ? this.t.t('action.pass') : node.move}`;
      const b = el('button', { type: 'button', class: 'variation-move', 'data-move': node.move, 'data-depth': String(node.depth) }, label);
      b.addEventListener('click', () => this.choose(node.line, node.depth));
      this.buttons.push({ node, b });
      li.append(b);
      if (node.comment) li.append(el('span', { class: 'variation-comment' }, node.comment));
      if (node.children.length > 1) {
        li.append(this.list(node.children));
        break;
      }
      n = node.children[0];
    }
    return li;
  }
}

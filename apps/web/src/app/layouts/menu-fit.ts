// Which main-menu layout fits the header's free width: pure, so it is tested without a browser.

export type MenuLabels = 'full' | 'short' | 'icons';
export type MenuFit = { labels: MenuLabels; /** Entries shown in the bar; the rest go to "Mehr". */ visible: number };

export type MenuWidths = {
  /** Width of each entry with its full label, short label, and as an icon only (same order). */
  full: readonly number[];
  short: readonly number[];
  icons: readonly number[];
  /** The "Mehr" button. */
  more: number;
  /** Space between entries. */
  gap: number;
};

/** Short labels stay when at most this many entries go to "Mehr"; with more, icons are clearer. */
const MAX_HIDDEN_WITH_SHORT_LABELS = 2;

const rowWidth = (widths: readonly number[], count: number, gap: number) =>
  widths.slice(0, count).reduce((sum, width) => sum + width, 0) + gap * Math.max(0, count - 1);

/** How many entries fit beside the "Mehr" button (at least 0). */
function fitWithMore(widths: readonly number[], available: number, more: number, gap: number): number {
  let count = widths.length - 1;
  while (count > 0 && rowWidth(widths, count, gap) + gap + more > available) count--;
  return count;
}

/**
 * The richest layout that fits `available` pixels: every entry with full labels, else with short
 * labels, else short labels with at most two entries under "Mehr", else icons, else icons with "Mehr".
 */
export function fitMainMenu(available: number, widths: MenuWidths): MenuFit {
  const total = widths.full.length;
  if (total === 0) return { labels: 'full', visible: 0 };
  const { gap, more } = widths;
  if (rowWidth(widths.full, total, gap) <= available) return { labels: 'full', visible: total };
  if (rowWidth(widths.short, total, gap) <= available) return { labels: 'short', visible: total };
  const shortVisible = fitWithMore(widths.short, available, more, gap);
  if (total - shortVisible <= MAX_HIDDEN_WITH_SHORT_LABELS && shortVisible > 0)
    return { labels: 'short', visible: shortVisible };
  if (rowWidth(widths.icons, total, gap) <= available) return { labels: 'icons', visible: total };
  return { labels: 'icons', visible: fitWithMore(widths.icons, available, more, gap) };
}

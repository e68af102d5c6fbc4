import type { MenuLabels } from './menu-fit';

type Named = {
  label: string;
  shortLabel: string;
  /** What the entry's badge counts, with its shown count ("3 zu bestätigen"); absent without a badge. */
  badgeName?: string;
};

const containsShort = (entry: Named) => entry.label.toLowerCase().includes(entry.shortLabel.toLowerCase());

/**
 * The accessible name of a main-menu entry shown with `labels`: it holds the visible words in their
 * order, the badge's count right after the label (WCAG 2.5.3, "label in name": speech users say what
 * they see), says what the count means and keeps the full label.
 */
export function menuEntryName(entry: Named, labels: MenuLabels): string {
  const counted = entry.badgeName ? `, ${entry.badgeName}` : '';
  if (labels !== 'short' || containsShort(entry)) return `${entry.label}${counted}`;
  return `${entry.shortLabel}${counted} – ${entry.label}`;
}

/** The accessible name of an entry showing its short label and no badge. */
export const shortEntryName = (entry: Pick<Named, 'label' | 'shortLabel'>): string => menuEntryName(entry, 'short');

import { describe, expect, it } from 'vitest';
import { fitMainMenu, type MenuWidths } from './menu-fit';

// Seven entries: full labels 120 px, short 90 px, icons 40 px; "Mehr" 70 px; gap 2 px.
const widths: MenuWidths = {
  full: Array(7).fill(120),
  short: Array(7).fill(90),
  icons: Array(7).fill(40),
  more: 70,
  gap: 2,
};

describe('main menu fit', () => {
  it('uses full labels when everything fits', () => {
    expect(fitMainMenu(7 * 120 + 6 * 2, widths)).toEqual({ labels: 'full', visible: 7 });
  });

  it('falls back to short labels', () => {
    expect(fitMainMenu(7 * 120, widths)).toEqual({ labels: 'short', visible: 7 });
    expect(fitMainMenu(7 * 90 + 6 * 2, widths)).toEqual({ labels: 'short', visible: 7 });
  });

  it('moves up to two entries into "Mehr" before dropping the labels', () => {
    // 6 short entries + gap + Mehr = 6*90 + 5*2 + 2 + 70 = 622.
    expect(fitMainMenu(622, widths)).toEqual({ labels: 'short', visible: 6 });
    expect(fitMainMenu(530, widths)).toEqual({ labels: 'short', visible: 5 });
  });

  it('shows icons when more than two entries would be hidden, and "Mehr" for icons last', () => {
    expect(fitMainMenu(7 * 40 + 6 * 2, widths)).toEqual({ labels: 'icons', visible: 7 });
    // 4 icons + gaps + Mehr = 160 + 6 + 2 + 70 = 238.
    expect(fitMainMenu(238, widths)).toEqual({ labels: 'icons', visible: 4 });
    expect(fitMainMenu(10, widths)).toEqual({ labels: 'icons', visible: 0 });
  });

  it('handles an empty menu', () => {
    expect(fitMainMenu(0, { ...widths, full: [], short: [], icons: [] })).toEqual({ labels: 'full', visible: 0 });
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@mantine/core';
import { ACCESSIBLE_COLORS, ACCESSIBLE_DIMMED, contrastRatio, MIN_TEXT_CONTRAST } from './accessible-colors';

describe('accessible colours (decision 031)', () => {
  it('gives every colour text shades that reach WCAG AA', () => {
    for (const [name, palette] of Object.entries(ACCESSIBLE_COLORS)) {
      for (const shade of [6, 7, 8, 9]) {
        expect(contrastRatio(palette[shade], '#ffffff'), `${name}.${shade} on white`).toBeGreaterThanOrEqual(
          MIN_TEXT_CONTRAST,
        );
        expect(
          contrastRatio(palette[shade], DEFAULT_THEME.colors.gray[1]),
          `${name}.${shade} on gray.1`,
        ).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
      }
      expect(contrastRatio(palette[9], palette[1]), `${name}.9 on ${name}.1`).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    }
  });

  it('keeps the light shades and the colours that already fit', () => {
    expect(ACCESSIBLE_COLORS.blue.slice(0, 6)).toEqual(DEFAULT_THEME.colors.blue.slice(0, 6));
    expect(ACCESSIBLE_COLORS.blue[9]).toBe(DEFAULT_THEME.colors.blue[9]);
    expect(contrastRatio(DEFAULT_THEME.colors.green[9], DEFAULT_THEME.colors.green[1])).toBeLessThan(MIN_TEXT_CONTRAST);
  });

  it('darkens the dimmed grey until it reads on grey and tinted backgrounds', () => {
    expect(contrastRatio(ACCESSIBLE_DIMMED, DEFAULT_THEME.colors.gray[2])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(ACCESSIBLE_DIMMED, DEFAULT_THEME.colors.red[1])).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(contrastRatio(ACCESSIBLE_DIMMED, '#ffffff')).toBeLessThan(
      contrastRatio(DEFAULT_THEME.colors.gray[7], '#ffffff'),
    );
  });
});

import { darken, DEFAULT_THEME, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1 AA for normal text is 4.5:1; a little margin keeps rounding in the browser on the safe side. */
export const MIN_TEXT_CONTRAST = 4.6;

/** Darkens `color` in small steps until `fits` holds (at most to black). */
function darkenUntil(color: string, fits: (candidate: string) => boolean): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (fits(candidate)) return candidate;
  }
  return '#000000';
}

/**
 * A Mantine palette whose dark shades carry text (decision 031): shades 7 to 9 (the filled and
 * outline shade of every brand, Mantine's `c="red"` text colour) reach AA with white, and shade 9
 * (the text of the light variant) reaches AA on shade 1 (its background). Light shades stay as they are.
 */
export function accessiblePalette(palette: readonly string[]): MantineColorsTuple {
  const shades = [...palette];
  for (const index of [7, 8, 9]) {
    shades[index] = darkenUntil(palette[index], (candidate) => {
      const onWhite = contrastRatio(candidate, '#ffffff') >= MIN_TEXT_CONTRAST;
      return index === 9 ? onWhite && contrastRatio(candidate, shades[1]) >= MIN_TEXT_CONTRAST : onWhite;
    });
  }
  return shades as unknown as MantineColorsTuple;
}

/** Every Mantine colour with accessible dark shades ('dark' is the dark scheme's grey and stays). */
export const ACCESSIBLE_COLORS: Record<string, MantineColorsTuple> = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, palette]) => [name, accessiblePalette(palette)]),
);

/**
 * Mantine's dimmed text (grey 6, 3.3:1 on white) darkened until it reads on the light grey
 * backgrounds of the app (grey 1: table stripes, footer, simple layout).
 */
export const ACCESSIBLE_DIMMED = darkenUntil(DEFAULT_THEME.colors.gray[6], (candidate) => contrastRatio(candidate, DEFAULT_THEME.colors.gray[1]) >= MIN_TEXT_CONTRAST);

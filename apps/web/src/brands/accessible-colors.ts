import { darken, DEFAULT_THEME, luminance, type MantineColorsTuple } from '@mantine/core';

/** WCAG contrast ratio of two colours (1 to 21). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.1 AA for normal text is 4.5:1; a little margin keeps rounding in the browser on the safe side. */
export const MIN_TEXT_CONTRAST = 4.6;

/** The light backgrounds of the app text sits on: white, and the greys of footers, stripes and simple pages. */
const LIGHT_BACKGROUNDS = ['#ffffff', DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1]];

const readsOn = (color: string, backgrounds: readonly string[]) =>
  backgrounds.every((background) => contrastRatio(color, background) >= MIN_TEXT_CONTRAST);

/** Darkens `color` in small steps until `fits` holds (at most to black). */
function darkenUntil(color: string, fits: (candidate: string) => boolean): string {
  for (let amount = 0; amount <= 1; amount += 0.02) {
    const candidate = amount === 0 ? color : darken(color, amount);
    if (fits(candidate)) return candidate;
  }
  return '#000000';
}

/**
 * A Mantine palette whose dark shades carry text (decision 031): shades 6 to 9 (the filled and
 * outline shade of every brand, Mantine's `c="red"` text colour, coloured menu items and input errors
 * use shade 6) reach AA with white and on the light greys, and shade 9 (the text of the light variant) also on shade 1 (its background). Light shades stay.
 */
export function accessiblePalette(palette: readonly string[]): MantineColorsTuple {
  const shades = [...palette];
  for (const index of [6, 7, 8, 9]) {
    const backgrounds = index === 9 ? [...LIGHT_BACKGROUNDS, palette[1]] : LIGHT_BACKGROUNDS;
    shades[index] = darkenUntil(palette[index], (candidate) => readsOn(candidate, backgrounds));
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
 * Mantine's dimmed text and placeholder (grey 6 and 5, 3.3:1 and 2.1:1 on white) darkened until they
 * read on every light background of the app: the light greys and the tinted backgrounds (shade 1) of
 * light badges, alerts and highlighted rows.
 */
export const ACCESSIBLE_DIMMED = darkenUntil(DEFAULT_THEME.colors.gray[6], (candidate) =>
  readsOn(candidate, [
    ...LIGHT_BACKGROUNDS,
    DEFAULT_THEME.colors.gray[2],
    ...Object.values(ACCESSIBLE_COLORS).map((palette) => palette[1]),
  ]),
);

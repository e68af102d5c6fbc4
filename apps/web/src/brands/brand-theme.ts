import { createTheme, DEFAULT_THEME, type MantineThemeOverride } from '@mantine/core';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { BREAKPOINTS } from '@fuel/domain/constants';

const toEm = (px: number) => `${px / 16}em`;

/** The spec's breakpoints (section 9) in the em units Mantine's media queries use. */
export const APP_BREAKPOINTS = {
  xs: toEm(BREAKPOINTS.xs),
  sm: toEm(BREAKPOINTS.sm),
  md: toEm(BREAKPOINTS.md),
  lg: toEm(BREAKPOINTS.lg),
  xl: toEm(BREAKPOINTS.xl),
};

const FONT_STACK =
  'Inter, "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "Noto Sans", "Liberation Sans", sans-serif';

/** What differs between the brands beyond the primary colour from the brand configuration. */
const BRAND_THEMES: Record<BrandId, MantineThemeOverride> = {
  A: { defaultRadius: 'sm', primaryShade: 7 },
  B: { defaultRadius: 'xs', primaryShade: 8 },
  C: { defaultRadius: 'md', primaryShade: 8 },
};

export function createBrandTheme(brand: PublicBrand) {
  const primaryColor = brand.theme.primaryColor in DEFAULT_THEME.colors ? brand.theme.primaryColor : 'blue';
  return createTheme({
    primaryColor,
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '600' },
    breakpoints: APP_BREAKPOINTS,
    cursorType: 'pointer',
    focusRing: 'auto',
    ...BRAND_THEMES[brand.id],
  });
}

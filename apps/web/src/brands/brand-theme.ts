import {
  createTheme,
  DEFAULT_THEME,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type CSSVariablesResolver,
} from '@mantine/core';
import type { DrawerProps, MenuProps, ModalProps, PaginationProps, TableScrollContainerProps } from '@mantine/core';
import type { DatePickerInputProps } from '@mantine/dates';
import type { BrandId } from '@fuel/domain/contracts/identity';
import type { PublicBrand } from '@fuel/domain/contracts/brand';
import { BREAKPOINTS } from '@fuel/domain/constants';
import { de } from '../i18n/de';
import { ACCESSIBLE_COLORS, ACCESSIBLE_DIMMED } from './accessible-colors';

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

/** Names of Mantine's icon-only controls, in the user's language (decision 031; German when not given). */
export type ThemeLabels = {
  close: string;
  pagination: { previous: string; next: string; first: string; last: string };
  calendar: {
    previousMonth: string;
    nextMonth: string;
    previousYear: string;
    nextYear: string;
    previousDecade: string;
    nextDecade: string;
  };
};

/** Decision 031: dimmed text and placeholders read at WCAG AA (Mantine's greys 6 and 5 do not). */
export const brandCssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': ACCESSIBLE_DIMMED, '--mantine-color-placeholder': ACCESSIBLE_DIMMED },
  dark: {},
});

/**
 * A component's theme defaults, checked against its props. `Modal.extend(...)` would do the same but
 * imports the component, and the theme is part of every page: /login would load Modal, Menu, Drawer,
 * Pagination and what they use (decision 039).
 */
function defaults<Props>(defaultProps: Partial<Props>): MantineThemeComponent {
  return { defaultProps };
}

export function createBrandTheme(brand: PublicBrand, labels: ThemeLabels = de.a11y) {
  const primaryColor = brand.theme.primaryColor in DEFAULT_THEME.colors ? brand.theme.primaryColor : 'blue';
  const closeButtonProps = { 'aria-label': labels.close };
  return createTheme({
    primaryColor,
    // Decision 031: text shades of every colour reach WCAG AA (buttons, badges, coloured text).
    colors: ACCESSIBLE_COLORS,
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '600' },
    breakpoints: APP_BREAKPOINTS,
    cursorType: 'pointer',
    focusRing: 'auto',
    components: {
      Modal: defaults<ModalProps>({ closeButtonProps }),
      Drawer: defaults<DrawerProps>({ closeButtonProps }),
      // A closed menu gives the focus back to its button; no focus placeholder (a role="presentation"
      // child is not allowed in role="menu", axe aria-required-children).
      Menu: defaults<MenuProps>({ returnFocus: true, withInitialFocusPlaceholder: false }),
      // A table that scrolls sideways (phones) can be scrolled with the keyboard: its viewport takes focus.
      TableScrollContainer: defaults<TableScrollContainerProps>({
        scrollAreaProps: { viewportProps: { tabIndex: 0 } },
      }),
      Pagination: defaults<PaginationProps>({
        getControlProps: (control) => ({ 'aria-label': labels.pagination[control] }),
      }),
      // The calendar's previous/next arrows are icons: they get names (the level button shows its text).
      DatePickerInput: defaults<DatePickerInputProps>({ ariaLabels: labels.calendar }),
    },
    ...BRAND_THEMES[brand.id],
  });
}

import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em = 768 px): a phone; lists become cards, drawers full width. */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Read on the first render (no flash of the desktop layout on a phone). */
export const useIsPhone = (): boolean => useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false });

import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em, 768px): a phone held upright, where tables turn into cards. */
export const NARROW_SCREEN_QUERY = '(max-width: 47.99em)';

/**
 * Whether the screen is a phone's. Read at once (not after a first wide render), so a phone never flashes
 * the wide layout; false where media queries cannot be read.
 */
export function useNarrowScreen(): boolean {
  return useMediaQuery(NARROW_SCREEN_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

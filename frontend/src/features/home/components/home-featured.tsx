import { HOME_FEATURED_COUNT, HOME_FEATURED_MONTHS } from '@certus/contracts';
import { useFeaturedComics } from '../../certificates/index.ts';
import FeaturedSection from './featured-section.tsx';

/**
 * Spec 2.1, 7.3, 9: the home page's 3 featured comics asked of the API, when the page came without them
 * (certificates lib/inlined-featured.ts): this month's topped up from last month's (two calls at most, no pause: the page
 * is waiting). The server failing shows no section, like none found.
 */
export default function HomeFeatured({ roomWhileSearching = 0 }: { roomWhileSearching?: number }) {
  const { comics, searching } = useFeaturedComics({ wanted: HOME_FEATURED_COUNT, months: HOME_FEATURED_MONTHS, pauseMs: 0 });
  // The room stays held until the cards come all at once: nothing below them jumps twice (layout shift).
  if (searching) return <div style={{ minHeight: roomWhileSearching }} />;
  return <FeaturedSection comics={comics} />;
}

import { memo } from 'react';
import type { TitleOrder } from '@mantine/core';
import { Link } from 'react-router';
import type { FeaturedComic } from '@certus/contracts';
import { CategoryBadge, SlabImage, comicName, gradeIn, gradedComicWords } from '../../comics/index.ts';
import { useLanguage } from '../../region/index.ts';
import { cardWords } from '../lib/card-words.ts';
import { CARD_SLAB_SIZES, ROW_CARD_SLAB_SIZES } from '../lib/slab-sizes.ts';
import { HOME_FEATURED_LIST, trackFeaturedSelected, type FeaturedList } from '../lib/featured-analytics.ts';
import classes from './featured-card.module.css';

interface FeaturedCardProps {
  comic: FeaturedComic;
  headingOrder: TitleOrder;
  /** The page's main image (the home page's first card): loaded at once, not when scrolled to. */
  priority?: boolean;
  /** On a phone, the slab beside the words rather than above them (the home page's three). */
  rowOnPhone?: boolean;
  /** Opening the certificate is an analytics select_item from this list, at this place. */
  list: FeaturedList;
  index: number;
}

/**
 * One featured comic: its slab, title and issue (opening its certificate), publisher and year, grade, category.
 * Memoised, like the grid: a list that grows by a month redraws only the new cards.
 *
 * Drawn with plain elements and the card's own classes (featured-card.module.css: the site's card look, Mantine's
 * Card, Title, Anchor and Text as the theme draws them, from the same variables), not with Mantine's components:
 * the featured page draws a hundred of these, and each Mantine component is a few React components that resolve
 * the theme's props and styles on every render. Its commit of a month of cards was the page's longest task on a
 * phone (issue [2/7]).
 */
const FeaturedCard = memo(function FeaturedCard({ comic, headingOrder, priority = false, rowOnPhone = false, list, index }: FeaturedCardProps) {
  const name = comicName(comic);
  const headingId = `featured-${comic.certificationId}`;
  // The home page and /featured both read in French on the French variant.
  const language = useLanguage();
  const Heading = `h${headingOrder}` as const;
  return (
    <article className={classes.card} aria-labelledby={headingId} data-testid="featured-card">
      <div className={classes.body} data-layout={rowOnPhone ? 'row-on-phone' : 'column'}>
        <SlabImage slab={comic} sizes={rowOnPhone ? ROW_CARD_SLAB_SIZES : CARD_SLAB_SIZES} priority={priority} language={language} />
        <div className={classes.words}>
          <Heading className={classes.heading} id={headingId}>
            <Link className={`mantine-focus-auto ${classes.titleLink}`} to={`/certificate/${comic.certificationId}`} onClick={() => trackFeaturedSelected(comic, list, index)}>
              {name}
            </Link>
          </Heading>
          <p className={classes.small}>{[comic.publisher, comic.displayYear].filter(Boolean).join(', ')}</p>
          <div className={classes.gradeLine}>
            <p className={classes.grade} data-testid="featured-grade">
              {gradedComicWords[language].grade(gradeIn(comic.grade, language))}
            </p>
            <CategoryBadge category={comic.category} />
          </div>
          {comic.signees.length > 0 ? <p className={classes.small}>{cardWords[language].signedBy(comic.signees.join(', '))}</p> : null}
          {comic.keyComments ? <p className={`${classes.small} ${classes.note}`}>{comic.keyComments}</p> : null}
        </div>
      </div>
    </article>
  );
});

interface FeaturedGridProps {
  comics: readonly FeaturedComic[];
  headingOrder: TitleOrder;
  /** More are on their way (the featured page's walk). */
  busy?: boolean;
  /** Cards per row at the widest: the home page's three fill one row; the long featured list packs five. */
  widest?: 3 | 5;
  /** The first card's slab is the page's main image (the home page). */
  firstIsMain?: boolean;
  /** The list the analytics select_item names (spec 7.5); the home page's by default. */
  list?: FeaturedList;
}

/** Featured comics as a grid of cards (a list, for assistive technology). */
export const FeaturedGrid = memo(function FeaturedGrid({ comics, headingOrder, busy = false, widest = 3, firstIsMain = false, list = HOME_FEATURED_LIST }: FeaturedGridProps) {
  // Three (the home page): a row each on a phone, side by side from a tablet on. A long list: two a row on a
  // phone, up to five (featured-card.module.css: a plain grid, so the home page's first load needs no SimpleGrid).
  return (
    <ul className={classes.grid} data-widest={widest} aria-busy={busy} data-testid="featured-grid">
      {comics.map((comic, i) => (
        <li key={comic.certificationId}>
          <FeaturedCard comic={comic} headingOrder={headingOrder} priority={firstIsMain && i === 0} rowOnPhone={widest === 3} list={list} index={i} />
        </li>
      ))}
    </ul>
  );
});

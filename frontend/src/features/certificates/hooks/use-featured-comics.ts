import { useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { featuredFound, monthKeyOf, nextFeaturedStep, type FeaturedComic } from '@certus/contracts';
import { useGetFeaturedMonthQuery } from '../api/certificates-api.ts';

export interface FeaturedComicsOptions {
  /** How many comics are wanted in all (spec 9: home 3, featured page 100). */
  wanted: number;
  /** How many months may be asked, the current one included (home 2, featured page 12). */
  months: number;
  /** Pause before asking the month before (spec 7.3: 500 ms), sparing the server a burst of empty months. */
  pauseMs: number;
}

export interface FeaturedComics {
  /** Found so far, the current month's first: shown as they arrive, the walk can take seconds. */
  comics: FeaturedComic[];
  /** Still walking back (asking a month, or pausing before the next one). */
  searching: boolean;
  /** A month could not be loaded: the walk stopped there. */
  failed: boolean;
  retry: () => void;
  retrying: boolean;
}

/**
 * The featured comics of the current month, topped up from the months before (spec 7.3). One month is asked
 * at a time, through the cached RTK Query endpoint; answers are kept per step, so React's doubled effects
 * (strict mode) never count a month twice.
 */
export function useFeaturedComics({ wanted, months, pauseMs }: FeaturedComicsOptions): FeaturedComics {
  const [startMonth] = useState(() => monthKeyOf(new Date()));
  const plan = useMemo(() => ({ startMonth, wanted, months }), [startMonth, wanted, months]);
  const [answers, setAnswers] = useState<FeaturedComic[][]>([]);
  /** How many months may be asked by now: the pause between two months lets one more through. */
  const [released, setReleased] = useState(1);

  const step = nextFeaturedStep(plan, answers);
  const asked = answers.length;
  const { currentData, isError, isFetching, refetch } = useGetFeaturedMonthQuery(step && asked < released ? step : skipToken);

  useEffect(() => {
    if (!currentData) return;
    setAnswers((previous) => (previous.length === asked ? [...previous, currentData] : previous));
  }, [currentData, asked]);

  const more = step !== null;
  useEffect(() => {
    if (!more || asked < released) return;
    const timer = setTimeout(() => setReleased(asked + 1), pauseMs);
    return () => clearTimeout(timer);
  }, [more, asked, released, pauseMs]);

  return { comics: featuredFound(answers), searching: more && !isError, failed: isError, retry: () => void refetch(), retrying: isFetching };
}

import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The February 2017 auction consignment special ended on the last day of February 2017.">
      <P>
        In February 2017, Certus offered a special to collectors consigning books to a partner auction house. Auction
        catalogs close on fixed dates, and a book that misses the deadline waits for the next sale, so the offer was
        built around getting consigned books graded and to the auction house in time.
      </P>
      <Bullets
        items={[
          'Reduced grading fees for books submitted with a consignment agreement from the partner auction house.',
          'Priority turnaround at no extra charge, timed to the auction’s consignment deadline.',
          'Direct insured delivery of the graded books to the auction house, so they did not travel twice.',
        ]}
      />
      <P>
        The special applied to submissions received in February 2017. Books consigned under it were graded to exactly
        the same standard as every other book: the offer changed the price and the schedule, never the grading. Today,
        the same deadline-driven needs are met by our express services and by return shipping to the address of your
        choice.
      </P>
    </EndedPromotion>
  );
}

import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The Independence Day special ran for a few days around the Fourth of July and has ended.">
      <P>
        The Independence Day special was a short holiday offer on grading and pressing, open to orders placed in the
        days around the Fourth of July.
      </P>
      <Bullets
        items={[
          'Reduced fees on grading for orders checked out during the holiday period.',
          'Reduced fees on pressing ordered with grading in the same submission.',
          'All collectible types: comics, magazines and manga.',
        ]}
      />
      <P>
        The offer was applied with a promo code at checkout and could not be combined with other promo codes or
        applied to orders placed before or after the holiday period. Books submitted under it were graded to exactly the
        same standard as every other book; the offer changed the price, never the grading. The code is no longer
        accepted.
      </P>
    </EndedPromotion>
  );
}

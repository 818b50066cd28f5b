import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The September special ran for the month of September only and has ended.">
      <P>
        The September special was a seasonal offer for collectors getting their books graded after the summer
        convention season, when many collectors come home with new signatures and new finds.
      </P>
      <Bullets
        items={[
          'Reduced grading fees on submissions checked out during September.',
          'A reduced fee for pressing books submitted for grading in the same order.',
          'The offer applied to comics, magazines and manga, with the usual limit of 100 books per submission.',
        ]}
      />
      <P>
        The special was applied with a promo code at checkout, for orders placed during September, and could not be
        combined with other promo codes. The code is no longer accepted. Seasonal offers like this one are announced in
        our newsletter.
      </P>
    </EndedPromotion>
  );
}

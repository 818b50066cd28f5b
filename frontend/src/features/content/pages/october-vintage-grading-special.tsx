import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P, PageLink } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The October vintage grading special ran for the month of October only and has ended.">
      <P>
        The October vintage grading special was for older books: those with a cover date before 1984, from the
        Platinum, Golden, Atom, Silver and Bronze Ages. Vintage books take longer to grade well, because older paper,
        older printing and a higher chance of restoration all call for closer examination, and the special was meant to
        encourage collectors to have those books examined.
      </P>
      <Bullets
        items={[
          'Reduced grading fees for books with a cover date before 1984, submitted during October.',
          'The full restoration check under magnification and ultraviolet light, as for every book.',
          'Page quality recorded on every label, as it is today.',
        ]}
      />
      <P>
        The special applied with a promo code at checkout during October, and the code is no longer accepted. How age
        and value choose a service level today is explained on the{' '}
        <PageLink to="/grading-pressing">pricing and turnaround page</PageLink>, and the ages themselves on the{' '}
        <PageLink to="/comics-grading-scale">grading scale</PageLink> page.
      </P>
    </EndedPromotion>
  );
}

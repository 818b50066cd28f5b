import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The 2016 TBCC convention special ended when the show closed in 2016.">
      <P>
        For the 2016 TBCC convention, Certus ran a show special for collectors who brought their books to our booth. It
        was a way to meet collectors in person, answer grading questions face to face, and take in books without the
        risk and cost of shipping them.
      </P>
      <Bullets
        items={[
          'Reduced grading fees on books dropped off at our booth during the show.',
          'Free consultations at the booth: our graders looked at books with their owners and explained which were worth submitting and which defects pressing could help.',
          'Books were checked in at the booth against a submission, carried back by our staff and returned by insured shipping.',
        ]}
      />
      <P>
        The special applied only to books checked in at the show, during the show. Orders placed afterwards were
        charged at the standard rates of the time. If you have an order from that show and a question about it, contact
        customer service with the order number.
      </P>
    </EndedPromotion>
  );
}

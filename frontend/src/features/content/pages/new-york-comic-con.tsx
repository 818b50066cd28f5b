import { EndedPromotion } from '../components/ended-promotion.tsx';
import { Bullets, P } from '../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion ended="The New York Comic Con show special ended when the show closed.">
      <P>
        At New York Comic Con, Certus ran a show special for collectors who visited our booth. It combined on-site
        drop-off with witnessed signings at the show, so that books signed at the convention could go straight into our
        custody for the Authentic Signature Program.
      </P>
      <Bullets
        items={[
          'Reduced grading fees on books checked in at our booth during the show.',
          'Witnessed signings with guests at the show, with our witness recording each signature, and the books kept in our custody until they were sealed.',
          'Insured return shipping of the graded books after the show, with no need to carry them home.',
        ]}
      />
      <P>
        The special applied only to books checked in at the show. Witnessed signings are still part of our service:
        upcoming signings and on-site events are listed on our events pages, and our news page reports on the shows we
        attend.
      </P>
    </EndedPromotion>
  );
}

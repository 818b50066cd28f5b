import { useSelector } from 'react-redux';
import { selectRegion } from '../../region/index.ts';
import { CanadaNotice } from '../components/canada-notice.tsx';
import { OfficeAddress } from '../components/office-address.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  const region = useSelector(selectRegion);
  return (
    <>
      {region === 'CA' ? <CanadaNotice /> : null}
      <P>
        Most damage to books sent for grading happens in the box, not in the grading room. A few minutes of careful
        packing protects a grade that took decades to earn. This page explains how to pack, where to send your books,
        how insurance works in each direction, and how drop-off and pick-up work.
      </P>

      <Section title="Before you pack">
        <Bullets
          items={[
            <>
              Complete your <PageLink to="/submit">submission</PageLink> online and check out first. Print the packing
              slip from <PageLink to="/account/orders">your order page</PageLink>: it carries your order’s barcode,
              which we scan when we open the box. A box without one is the slowest kind to check in.
            </>,
            'Put the books in the box in the order of the submission, so we can check them in quickly and in front of the camera.',
            'Photograph the books before you pack them. If anything happens in transit, photographs make a claim straightforward.',
          ]}
        />
      </Section>

      <Section title="How to pack">
        <Bullets
          ordered
          items={[
            'Put each book in a clean bag with a backing board. Use bags and boards sized for the book’s era: a modern bag is too narrow for a Golden Age book and will bend its edges.',
            'Do not tape bags closed, and never put tape on the book, the bag flap over the book, or the holder.',
            'Stack the bagged books, turning every few books the other way so a tall stack stays level, between two pieces of stiff cardboard cut slightly larger than the books. Hold the stack together with rubber bands around the cardboard, not tight enough to bend the books.',
            'Put the stack in a sturdy box at least 2 inches larger than the stack on every side, and fill the space with packing material so nothing moves when you shake the box.',
            'Put the printed packing slip inside the box, on top of the books, then close the box and tape every seam.',
            'Write nothing on the outside that says comics are inside.',
          ]}
        />
        <P>
          Books in holders travel the same way, wrapped individually in bubble wrap so the holders cannot rub each
          other. Original art needs an acid-free backing board, and nothing that could press into the art; see{' '}
          <PageLink to="/artwork">original art and sketch covers</PageLink>.
        </P>
      </Section>

      <Section title="Where to send your books">
        <P>
          All current submissions are US orders. Send them to our office in Plano, Texas, with a tracked service that
          requires a signature on delivery:
        </P>
        <OfficeAddress region="US" />
        {region === 'CA' ? (
          <>
            <P>Our Canadian office is not a mail-in address while Canadian submissions are unavailable. To reach it:</P>
            <OfficeAddress />
          </>
        ) : null}
      </Section>

      <Section title="Insurance">
        <TermTable
          caption="Who insures your books, at each stage"
          headings={['Stage', 'Insurance']}
          rows={[
            ['On the way to us', 'You insure the package with your carrier, for the total declared value of the books in it.'],
            ['In our care', 'We insure each book for its declared value from check-in until it is handed to the carrier or collected.'],
            ['On the way back', 'Insurance is added to the return shipping at checkout. You can instead use your own FedEx, UPS or DHL account and its coverage. Declining insurance without your own account or pick-up needs your confirmation that the package will travel uninsured.'],
          ]}
        />
        <P>
          Declare values honestly: insurance pays at most the declared value, so an under-declared book is an
          under-insured book.
        </P>
      </Section>

      <Section title="Drop-off and pick-up">
        <P>
          You can bring books to our Plano office instead of shipping them. Choose drop-off at checkout and book an
          appointment with the link shown there; walk-ins without an appointment cannot be checked in. For the
          return, choose pick-up at checkout: the order tracker shows when your books are ready, and we hand them only
          to the account holder or a person you authorize in writing, with photo identification.
        </P>
      </Section>

      <Section title="Return shipping">
        <P>
          We return books in the same way we ask you to send them: individually protected, tightly packed, with
          tracking and a signature on delivery. The rate depends on the destination, the number of books and their
          declared value, and is calculated at checkout. FedEx accounts have 9 letters or digits, UPS accounts 6 and
          DHL accounts 9; DHL accounts apply to international shipments only. Questions are answered in the{' '}
          <PageLink to="/faqs-help-center">help center</PageLink>.
        </P>
      </Section>
    </>
  );
}

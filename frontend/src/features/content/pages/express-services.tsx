import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Sometimes a book has to be back by a date: an auction consignment deadline, a convention, a sale. Express
        services move a book ahead of the standard queue. They change how long the book waits, never how carefully it is
        examined: an express book goes through the same restoration check, the same two graders and the same finalizer
        as every other book.
      </P>

      <Section title="Faster grading">
        <TermTable
          caption="Faster grading options"
          headings={['Option', 'What it does']}
          rows={[
            ['Priority', 'Moves the book ahead of the standard queue for its service level.'],
            ['Express', 'The fastest grading we offer for the service level; the book is graded as soon as it is received and checked in.'],
          ]}
        />
        <P>
          Where a service level offers them, the submission form lists the faster options next to the book, with their
          price and the turnaround they give. The names vary with the level (for example Fast Pass, Express, ExpressPlus
          or SuperExpress), and choosing one changes the book’s service code so that everyone handling it can see it is
          on a faster track.
        </P>
      </Section>

      <Section title="Faster pressing">
        <Bullets
          items={[
            'Pressing: the standard pressing turnaround, added to the grading turnaround.',
            'Fast pressing: takes half the standard pressing days.',
            'Express pressing: the shortest pressing time; some express service levels include it automatically.',
          ]}
        />
        <P>
          Paper needs time to relax and settle after pressing, and we do not shorten that part. Faster pressing means
          your book is scheduled sooner, not that it spends less time in the press. See{' '}
          <PageLink to="/pressing">pressing</PageLink> for what pressing involves.
        </P>
      </Section>

      <Section title="When express is not available">
        <Bullets
          items={[
            'Books submitted already in a sealed holder, and services performed on site at an event, have their own schedule and no express options.',
            'Signature work still adds its days. A witnessed signature is already documented, but a Verified examination cannot be rushed past the comparison with exemplars.',
            'A Grading Press Screen still adds 7 days, because the screening is done before the books are pressed.',
          ]}
        />
      </Section>

      <Section title="Planning around a deadline">
        <P>
          The turnaround starts when the package is received and checked in and ends when the book ships or is ready
          for pick-up, so add shipping time in both directions. Choose a faster return shipping method at checkout if
          the date matters, and tell us about a hard deadline in the order notes. How turnaround is counted is
          explained on the <PageLink to="/grading-pressing">pricing and turnaround page</PageLink>.
        </P>
      </Section>
    </>
  );
}

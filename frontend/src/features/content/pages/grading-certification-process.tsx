import { Code } from '@mantine/core';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Every book we certify passes through the same sequence of steps, each one done by a different person and
        recorded against the book’s number. Knowing the sequence helps you read the order tracker, and it explains
        what a Certus label actually attests.
      </P>

      <Section title="1. Your submission">
        <P>
          You describe each book in the online <PageLink to="/submit">submission form</PageLink>: title, issue, year,
          publisher, variant, declared value, and the services you want. The declared value chooses the service level
          and the insurance while the book is with us, so declare what the book would sell for in the grade you expect.
          When you check out, the order receives its number: two digits, a dash and seven letters or digits.
        </P>
      </Section>

      <Section title="2. Receiving and billing">
        <P>
          Packages are opened on camera. We check every book against your submission, correct obvious typing errors,
          and photograph anything unexpected, such as a book that was damaged in transit. If a book is missing, extra,
          or not what the form describes, we contact you before going further. The tracker shows this step as billing
          and receiving; any balance on the order is settled here.
        </P>
      </Section>

      <Section title="3. Restoration check">
        <P>
          Before anyone grades the book, a restoration specialist examines it under magnification and ultraviolet
          light. We look for color touch, tear seals, reinforcement, piece fills, re-glossing, cleaning with water or
          solvents, trimming (checked by measuring against known dimensions for the issue), and married or replaced
          pages and covers. Restoration is not hidden by a good grade: when we find it, we name it on the label and we
          tell you before the book is sealed. Pressing and dry cleaning, which add nothing to a book, are not treated
          as restoration.
        </P>
      </Section>

      <Section title="4. Signatures and pressing">
        <P>
          If the submission includes signature work, the signature is checked against the witness record (
          <PageLink to="/authentic-signature-program">Authentic</PageLink>) or examined by our authenticators (
          <PageLink to="/verified-signature-program">Verified</PageLink>). If you ordered{' '}
          <PageLink to="/pressing">pressing</PageLink>, the book is pressed before it is graded, so the grade reflects
          the pressed book.
        </P>
      </Section>

      <Section title="5. Grading">
        <P>
          Two graders examine the book independently, without seeing each other’s grade or the declared value. They
          assess structure and binding, the cover and its gloss, the spine, edges and corners, staples, and page
          quality, and they record the defects that decide the grade. A finalizer compares both opinions, re-examines
          any point of disagreement, and sets the final grade on the{' '}
          <PageLink to="/comics-grading-scale">10-point scale</PageLink>. The graders’ notes are kept with the record
          and are available as grading notes.
        </P>
      </Section>

      <Section title="6. Encapsulation and label">
        <P>
          The book is placed in an inner well made of inert, archival plastic, and the outer holder is sealed so that
          it cannot be opened without visible damage. The label carries the title, issue, publisher, year, variant or
          pedigree, the grade and page quality, the signature details where a signature was certified, and the
          certification number.
        </P>
      </Section>

      <Section title="7. Imaging, quality control and return">
        <P>
          The sealed book is imaged, entered in the population report, and checked once more: label against book,
          holder seal, and the order as a whole. It is then shipped back insured, or set aside for pick-up.
        </P>
      </Section>

      <Section title="Reading the order tracker">
        <TermTable
          caption="The five steps of the order tracker"
          headings={['Tracker step', 'What is happening']}
          rows={[
            ['Submitted', 'Your order is placed and we are waiting for the books to arrive.'],
            ['Billing / receiving', 'The package is opened and checked, and the order total is confirmed.'],
            ['Grading', 'Restoration check, signature work, pressing and grading.'],
            ['Production', 'Encapsulation, labeling, imaging and quality control.'],
            ['Shipping', 'The books are on their way back, or ready for pick-up. The step completes when the order does.'],
          ]}
        />
      </Section>

      <Section title="The certification number">
        <P>
          Each certified book has a 14-character number such as <Code>24-7K3M9QX-012</Code>: two digits, a dash,
          seven letters or digits, a dash and three digits. The first ten characters are the number of the order the
          book came in; the last three identify the book within that order. In some records a two-letter service code
          appears before the last three digits; it is the same certification.
        </P>
        <Bullets
          items={[
            'Look up a number in the population report to see the title, grade and label details we recorded.',
            'Compare those details with the label in your hand before you buy a certified book.',
            'Quote the number whenever you contact us about a book, including for reholdering.',
          ]}
        />
      </Section>
    </>
  );
}

import { Group } from '@mantine/core';
import { CategoryLabel } from '../components/category-label.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Certus is an independent grading and certification service for comic books, magazines and manga. We examine
        every book for condition and restoration, assign a grade on the standard 10-point scale, authenticate signatures,
        and seal the book in a tamper-evident holder with a label and a certification number that anyone can look up.
        We do not buy or sell books, so we have no stake in the grade your book receives.
      </P>

      <Section title="What we grade">
        <TermTable
          caption="Collectible types we accept"
          headings={['Type', 'What it covers']}
          rows={[
            [
              'Comics',
              'Standard-size comic books from every era, from Platinum Age books before 1938 to this week’s releases, including variants, newsstand and direct editions, giant-size issues and annuals.',
            ],
            [
              'Magazines',
              'Magazine-size publications such as black-and-white comic magazines, humor, horror and fan magazines, encapsulated in magazine-size holders.',
            ],
            [
              'Manga',
              'Manga volumes and magazines, Japanese-language or translated, graded with the same scale and encapsulated in holders made for their size.',
            ],
          ]}
        />
        <P>
          One submission holds one type. If you have comics and magazines to send, create one submission for each; the
          submission form asks for the type first because the services and holders differ.
        </P>
      </Section>

      <Section title="Our services">
        <Bullets
          items={[
            <>
              <strong>Grading and certification.</strong> Two graders examine the book independently, a finalizer
              resolves any difference, and the book is sealed with a blue Certified label. See{' '}
              <PageLink to="/grading-certification-process">how the process works</PageLink> and{' '}
              <PageLink to="/comics-grading-scale">the grading scale</PageLink>.
            </>,
            <>
              <strong>Raw Grade.</strong> Our graders’ opinion, recorded and returned to you without a holder. See{' '}
              <PageLink to="/rawgrade">Raw Grade</PageLink>.
            </>,
            <>
              <strong>Signature programs.</strong> Signatures witnessed by us are certified on a yellow Authentic
              label; signatures you already own can be examined and certified on a red Verified label. See the{' '}
              <PageLink to="/authentic-signature-program">Authentic</PageLink> and{' '}
              <PageLink to="/verified-signature-program">Verified</PageLink> signature programs.
            </>,
            <>
              <strong>Pressing and dry cleaning.</strong> Flattening non-color-breaking defects and removing surface
              dirt before grading, when the book will benefit. See <PageLink to="/pressing">pressing</PageLink>.
            </>,
            <>
              <strong>Original art and sketch covers.</strong> Authentication and encapsulation of hand-drawn art. See{' '}
              <PageLink to="/artwork">original art</PageLink>.
            </>,
            <>
              <strong>Reholdering.</strong> A new holder for a book we certified whose holder is scratched or cracked,
              keeping its grade and certification number.
            </>,
            <>
              <strong>Faster service.</strong> Priority and Express grading and faster pressing where the service level
              allows it. See <PageLink to="/express-services">express services</PageLink>.
            </>,
          ]}
        />
      </Section>

      <Section title="The labels">
        <P>
          The label color tells a buyer at a glance what was certified. The grade, page quality, title, issue,
          publisher, year, any variant or pedigree, and the certification number appear on every label.
        </P>
        <Group gap="sm" mb="sm" aria-hidden="true">
          <CategoryLabel category="Certified" />
          <CategoryLabel category="Authentic" />
          <CategoryLabel category="Verified" />
        </Group>
        <Bullets
          items={[
            'Certified (blue): the universal label. The book is graded and certified; it carries no certified signature.',
            'Authentic (yellow): the book carries a signature witnessed by Certus, or otherwise authenticated through a documented chain of custody.',
            'Verified (red): the book carries a signature that was signed without our witness and that our authenticators examined and verified.',
          ]}
        />
        <P>
          Raw Grade books are not encapsulated and carry no label; their grade is recorded in your account.
        </P>
      </Section>

      <Section title="How to submit">
        <Bullets
          ordered
          items={[
            <>
              <PageLink to="/register">Create an account</PageLink> or <PageLink to="/login">log in</PageLink>.
            </>,
            <>
              Start a <PageLink to="/submit">submission</PageLink>: choose comics, magazines or manga, then add up to 100
              books with their title, issue, year, publisher and declared value. The form picks the right service level
              for each book and shows its price and turnaround.
            </>,
            'Check out: choose drop-off or shipping, a payment method and, if you have one, a promo code.',
            <>
              Pack the books as described on our <PageLink to="/shipping">shipping page</PageLink> and send them, or
              bring them to an appointment.
            </>,
            'Follow your order with the order tracker in your account until the books are back with you.',
          ]}
        />
        <P>
          Questions before you start? The <PageLink to="/faqs-help-center">help center</PageLink> answers the ones we
          are asked most, and collectors in Canada should read our{' '}
          <PageLink to="/comics-grading-canada">Canadian page</PageLink> first.
        </P>
      </Section>
    </>
  );
}

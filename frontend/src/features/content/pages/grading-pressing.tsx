import { useState } from 'react';
import { Alert, Box, SegmentedControl, Text } from '@mantine/core';
import { useSelector } from 'react-redux';
import { selectRegionProfile } from '../../region/index.ts';
import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

type PricingType = 'comics' | 'other';

const typeOptions = [
  { value: 'comics', label: 'Comics' },
  { value: 'other', label: 'Magazines & manga' },
];

const isPricingType = (value: string): value is PricingType => value === 'comics' || value === 'other';

function ComicServices() {
  return (
    <>
      <P>
        Comic grading is priced by service level. Each level covers a band of declared values and a range of cover
        years, so a high-value Golden Age key and a new release are never in the same queue. You do not pick the level
        yourself: the submission form selects it from the value and year you enter for each book.
      </P>
      <TermTable
        caption="Comic services"
        headings={['Service', 'What it includes']}
        rows={[
          ['Grading by value and age', 'Restoration check, two graders and a finalizer, encapsulation, label, imaging and population report. Higher value bands include more senior review.'],
          ['Raw Grade', 'The same examination, returned without a holder.'],
          ['Signatures', 'Authentic (witnessed) and Verified signature programs, and Verified Plus where offered. Signature work adds days to the turnaround.'],
          ['Pressing', 'Pressing and dry cleaning before grading, in three speeds: pressing, fast pressing and express pressing.'],
          ['Grading Press Screen', 'For five or more qualifying books: we examine each book and press only those likely to gain a grade. Adds 7 days.'],
          ['Original art', 'Sketch covers and original art; never pressed.'],
          ['Books already in a holder', 'Grading of books submitted in a sealed holder; never pressed, and without express options.'],
          ['Reholder', 'A new holder for a book we certified, keeping its grade and number.'],
        ]}
      />
    </>
  );
}

function OtherServices() {
  return (
    <>
      <P>
        Magazines and manga have their own service levels and holders, because they differ from comics in size,
        binding and paper. As with comics, the submission form chooses the level from each book’s declared value and
        year. Choose “Magazine” or “Manga” as the submission type; one submission holds one type.
      </P>
      <TermTable
        caption="Magazine and manga services"
        headings={['Service', 'What it includes']}
        rows={[
          ['Grading by value and age', 'Restoration check, two graders and a finalizer, encapsulation in a holder sized for the publication, label, imaging and population report.'],
          ['Raw Grade', 'The same examination, returned without a holder.'],
          ['Signatures', 'Authentic (witnessed) and Verified signature programs. Signature work adds days to the turnaround.'],
          ['Pressing', 'Available for saddle-stitched magazines. Square-bound magazines and most manga volumes have a glued spine, and the form offers pressing only where it is safe.'],
          ['Original art', 'Original art and sketch covers on magazine-size books; never pressed.'],
          ['Books already in a holder', 'Grading of magazines submitted in a sealed holder; never pressed.'],
          ['Reholder', 'A new magazine holder for a book we certified, keeping its grade and number.'],
        ]}
      />
    </>
  );
}

export default function Page() {
  const [type, setType] = useState<PricingType>('comics');
  const profile = useSelector(selectRegionProfile);

  return (
    <>
      <P>
        What you pay and how long you wait depend on three things: the type of book, its declared value, and its age.
        This page explains how those choose a service; the submission form applies the same rules to each book you add
        and shows the exact price and turnaround before you check out.
      </P>

      <Section title="Services and prices">
        <Text id="pricing-type-label" fw={600} mb="xs">
          Show services for
        </Text>
        <SegmentedControl
          aria-labelledby="pricing-type-label"
          data={typeOptions}
          value={type}
          onChange={(value) => {
            if (isPricingType(value)) setType(value);
          }}
          mb="md"
        />
        <Box aria-live="polite" data-testid="pricing-type-panel">
          {type === 'comics' ? <ComicServices /> : <OtherServices />}
        </Box>

        <Alert color="ink" variant="light" title="The price list is not published yet" mb="md" data-testid="price-list-pending">
          <Text size="sm">
            The current price of every service is shown in the <PageLink to="/submit">submission form</PageLink> next
            to each book as you add it, and will be listed on this page once published. Prices on this site are in{' '}
            {profile.currency === 'CAD' ? 'Canadian dollars (CA$)' : 'US dollars ($)'}.
            {profile.region === 'CA'
              ? ' Submissions from Canada are currently unavailable, so every order is placed and priced as a US order.'
              : ''}
          </Text>
        </Alert>
      </Section>

      <Section title="Service levels by value and age">
        <P>
          The declared value is what the book would sell for in the grade you expect. It decides the service level and
          the insurance on the book while it is in our care, so it should be honest in both directions: under-declaring
          saves a little on fees but leaves the book under-insured, and a book declared far below its graded value may
          be moved to the correct level, with the difference invoiced. Online submissions accept declared values up to
          $500,000 per book; for anything above that, contact customer service before sending it.
        </P>
        <P>
          The year matters because older books take longer to examine: vintage paper, older printing methods and a
          higher chance of restoration all need more time. We group books by age as follows.
        </P>
        <TermTable
          caption="Ages by cover year"
          headings={['Age', 'Cover year']}
          rows={[
            ['Platinum Age', 'Before 1938'],
            ['Golden Age', '1938 to 1944'],
            ['Atom Age', '1945 to 1955'],
            ['Silver Age', '1956 to 1969'],
            ['Bronze Age', '1970 to 1983'],
            ['Copper Age', '1984 to 1991'],
            ['Modern Age', '1992 and later'],
          ]}
        />
      </Section>

      <Section title="How turnaround is counted">
        <P>
          Each service level has a turnaround in business days, counted from the day your package is received and
          checked in, not from the day you ship it. Other services add to it:
        </P>
        <Bullets
          items={[
            'Signature work adds the days shown for each signature service.',
            'Pressing adds its own days. Fast pressing takes half the pressing days; express pressing is faster still.',
            'A Grading Press Screen adds 7 days, the time to examine the books and decide which ones to press.',
            <>
              Priority and Express grading shorten the grading part; see{' '}
              <PageLink to="/express-services">express services</PageLink>.
            </>,
          ]}
        />
        <P>The form shows the total for each book. Short totals are given in business days, longer ones in weeks:</P>
        <TermTable
          caption="How a turnaround in business days is shown"
          headings={['Business days', 'Shown as']}
          rows={[
            ['1', '1 business day'],
            ['2 to 4', '2 to 4 business days'],
            ['5', '1 week'],
            ['6 to 10', '2 weeks'],
            ['11 to 15', '3 weeks (days divided by 5, rounded up)'],
          ]}
        />
        <P>
          Turnaround is an estimate, not a guarantee, and it does not include shipping time in either direction. When
          we cannot show a current estimate, plan on five weeks.
        </P>
      </Section>
    </>
  );
}

import { P, PageLink, Section, Bullets, RowTable } from '../components/prose.tsx';

const criteria: readonly (readonly [criterion: string, certus: string, ask: string])[] = [
  ['Grading scale', 'The standard 10-point scale from 10.0 to 0.5, plus Incomplete and Coverless, with the usual grade names.', 'Is the scale the same one buyers know, and are the grade names and definitions published?'],
  ['Graders per book', 'Two independent graders and a finalizer for every certified book.', 'How many people grade each book, and do they see the declared value?'],
  ['Restoration', 'Checked under magnification and ultraviolet light before grading; named on the label when found.', 'Is restoration disclosed on the label itself, and is pressing treated differently from restoration?'],
  ['Signatures', 'Witnessed signatures on a yellow Authentic label; unwitnessed signatures examined against exemplars for a red Verified label.', 'Are unwitnessed signatures accepted, and how are they distinguished from witnessed ones?'],
  ['Pressing', 'In-house pressing and dry cleaning, with an optional screen that presses only books likely to gain.', 'Is pressing done by the grader or by a third party, and is there a screening option?'],
  ['Label and lookup', 'A 14-character certification number on every label, searchable in our population report.', 'Can anyone verify a label online, and what does the record show?'],
  ['Turnaround', 'Business days per service level, with published rules for what adds days.', 'Is turnaround counted from receipt or from grading, and what adds to it?'],
  ['Prices', 'Shown per book in the submission form before checkout.', 'Are there upcharges after grading, and when?'],
  ['Guarantee', 'A written money-back promise covering grading, restoration and signature errors.', 'What is guaranteed, for how long, and what does a claim require?'],
  ['Types', 'Comics, magazines and manga, plus original art and sketch covers.', 'Are magazines and manga accepted, and in holders made for them?'],
];

const comparisonCaption = 'Certus compared with another grading provider, criterion by criterion';

export default function Page() {
  return (
    <>
      <P>
        Choosing a grading company is choosing whose opinion will travel with your book for the rest of its life. We
        would rather you choose well than choose us, so this page sets out the criteria that matter and how Certus
        answers each one. We do not describe other companies’ services here: they change, and they are best described
        by those companies. The right-hand column gives you the question to ask instead.
      </P>

      <Section title="Side by side">
        <RowTable caption={comparisonCaption} minWidth={640} headings={['Criterion', 'Certus', 'What to ask another provider']} rows={criteria} />
      </Section>

      <Section title="Where another provider may suit you better">
        <Bullets
          items={[
            'You live in Canada and want to submit today: submissions from Canada are currently unavailable at Certus.',
            'You are selling into a market where buyers ask for one particular company’s holder. The market sets prices, and you should follow it.',
            'You want restoration work done. We do not restore books; we only detect and disclose restoration.',
            'You want a book regraded by a second company as a check on our opinion. That is a sensible thing to do with a valuable book.',
          ]}
        />
      </Section>

      <Section title="Read the details">
        <P>
          Our claims on this page are backed by the detailed pages: the{' '}
          <PageLink to="/grading-certification-process">grading process</PageLink>, the{' '}
          <PageLink to="/comics-grading-scale">grading scale</PageLink>, the{' '}
          <PageLink to="/verified-signature-program">Verified signature program</PageLink> and our{' '}
          <PageLink to="/money-back-promise">money-back promise</PageLink>. If anything here stops being true, those
          pages change first.
        </P>
      </Section>
    </>
  );
}

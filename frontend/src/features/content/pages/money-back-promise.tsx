import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        A label is only worth what stands behind it. When you or a later owner rely on a Certus label, you are relying
        on our graders, our restoration specialists and our authenticators. If they get it wrong, we pay for the
        mistake, not you. This page sets out exactly what that means.
      </P>

      <Section title="What the promise covers">
        <TermTable
          caption="Errors covered by the money-back promise and what we do"
          headings={['If we made this error', 'We do this']}
          rows={[
            [
              'Grading error: the grade on the label is higher than the book deserved because of a defect that was present when we graded it.',
              'Refund every fee paid to us for that book, and pay the difference in fair market value between the grade on the label and the correct grade, or, if you prefer, buy the book back at the fair market value of the grade on its label.',
            ],
            [
              'Undisclosed restoration: the book was restored when we graded it and the label does not say so.',
              'Refund every fee paid for that book, and pay the difference in fair market value between the book as labeled and the book with its restoration disclosed, or buy it back at the value of the book as labeled.',
            ],
            [
              'Signature error: a signature we certified on an Authentic or Verified label is shown not to be genuine.',
              'Refund every fee paid for that book, and pay the difference in fair market value between the book with the certified signature and the same book unsigned.',
            ],
            [
              'Identification error: the title, issue, year, publisher or variant on the label is wrong.',
              'Correct the label and reholder the book at no cost, and refund the fees for that book if the error affected its value.',
            ],
          ]}
        />
        <P>
          Fair market value is measured at the time of the claim, from recent public sales of the same book in the
          relevant grade with the same label category. Where there are too few sales, we use the closest comparable
          sales and explain how we arrived at the figure.
        </P>
      </Section>

      <Section title="Who can claim, and for how long">
        <P>
          The promise follows the book. Whoever owns a Certus-certified book can make a claim, not only the person who
          submitted it, and there is no time limit as long as the book is in its original holder, with the seal intact
          and the label unaltered.
        </P>
      </Section>

      <Section title="What the promise does not cover">
        <Bullets
          items={[
            'A holder that has been opened, cracked, drilled, re-sealed or otherwise tampered with, or a label that has been altered or swapped.',
            'Changes after encapsulation: damage to the holder, and changes to the book inside it caused by heat, moisture, light or impact.',
            'Differences of opinion. Grading is an expert judgment; a second opinion one step away on the scale, with no defect that we missed, is not an error.',
            <>
              Books we returned without a holder, including <PageLink to="/rawgrade">Raw Grade</PageLink> books and books
              below a grade screen, because we cannot know how they were handled afterwards.
            </>,
            <>
              The outcome of pressing. Pressing is never guaranteed to raise a grade; the{' '}
              <PageLink to="/pressingterms">pressing terms</PageLink> cover pressing.
            </>,
            'Indirect losses, such as a missed sale or a change in market prices unrelated to our error.',
          ]}
        />
      </Section>

      <Section title="How to make a claim">
        <Bullets
          ordered
          items={[
            'Contact customer service with the certification number and a short description of the error you believe we made, with any evidence you have (for example photographs, or a report from a restoration specialist).',
            'We tell you how to send the book. For claims we accept for review, we pay insured shipping in both directions.',
            'A senior grader or authenticator who did not work on the original certification examines the book and gives you a written decision.',
            'If the claim is upheld, we pay or buy back the book as described above within 30 days of the decision. If it is not, we return the book in its holder, unopened.',
          ]}
        />
        <P>
          This promise is in addition to your rights under our <PageLink to="/terms">terms of service</PageLink> and
          under the law, and it does not replace them. Refunds of orders for other reasons are covered by our{' '}
          <PageLink to="/refund">refund policy</PageLink>.
        </P>
      </Section>
    </>
  );
}

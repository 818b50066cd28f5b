import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        You pay for services when you check out, before your books arrive. This policy explains what we refund if you
        cancel, if we cannot perform a service, or if the total of your order changes after we receive your books.
        Errors in a certification are covered separately by our{' '}
        <PageLink to="/money-back-promise">money-back promise</PageLink>.
      </P>

      <Section title="Cancelling an order">
        <TermTable
          caption="What is refunded when you cancel"
          headings={['When you cancel', 'What we refund']}
          rows={[
            ['Before we receive your books', 'Everything you paid for the order, including shipping and insurance.'],
            ['After we receive them, before work starts', 'All service fees. We return the books at the return shipping rate you chose, which is not refunded.'],
            ['After work has started', 'The fees for services not yet performed. Work done, such as an examination or a pressing, is not refunded.'],
          ]}
        />
        <P>To cancel, contact customer service with your order number as early as you can.</P>
      </Section>

      <Section title="When the total changes">
        <Bullets
          items={[
            'If we decline to perform a service you paid for, for example pressing a book our pressers judge unsafe to press, we refund the fee for that service.',
            'If a book is moved to a lower service level, we refund the difference. If it is moved to a higher level because its declared value was too low, the difference is added to the order balance and must be paid before the books are returned.',
            'If we cannot encapsulate a piece, for example art too large for our holders, we refund the encapsulation and grading fees for it.',
          ]}
        />
      </Section>

      <Section title="What is not refunded">
        <Bullets
          items={[
            'Grading fees for a book we graded, whatever the grade. The fee pays for the examination, not for a result.',
            'Signature examination fees when a signature cannot be verified; the examination was performed.',
            'Return shipping once the package has been handed to the carrier.',
            'Fees for a book below a grade screen you set, as shown in the submission form when you set it.',
          ]}
        />
      </Section>

      <Section title="Rewards, gift cards and membership">
        <P>
          Rewards points used on a cancelled order or on a refunded service are returned to your rewards balance, not
          paid out in cash. Gift card balances are not refundable for cash, except where the law requires it. Club
          membership can be set not to renew at any time from your account; a membership fee is refunded in full if
          you ask within 14 days of paying it and have not used a member discount in that time.
        </P>
      </Section>

      <Section title="How refunds are paid">
        <P>
          Refunds go back to the payment method used for the order, in the currency it was charged in, and are issued
          within 10 business days of the cancellation or of the change to your order. Your bank or card issuer may take
          a few more days to show it. If the original payment method is no longer open, contact us and we will arrange
          another way. The terms that govern every order are in our <PageLink to="/terms">terms of service</PageLink>.
        </P>
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        These terms apply to businesses that submit to Certus under a dealer or business account: comic shops,
        dealers, auction houses, consignment services and conventions. They add to our general{' '}
        <PageLink to="/terms">terms of service</PageLink> and, where they cover the same point, prevail over them. A
        written agreement signed with a business prevails over both.
      </P>

      <Section title="1. Business accounts">
        <Bullets
          items={[
            'Apply through the become-a-dealer form with your business name, address, tax registration and resale certificate where your state requires one.',
            'We review applications individually and may decline one without giving a reason. An approved account is linked to the business, not to one employee; tell us when people authorized to submit for you change.',
            'Business pricing, volume terms and any dedicated intake schedule are set out in your account agreement and shown in the submission form.',
          ]}
        />
      </Section>

      <Section title="2. Your customers’ books">
        <P>
          When you submit books that belong to your customers, you are our customer: we deal only with you about those
          books, and you are responsible for their declared values, their insurance on the way to us, and any balance
          on the order. You confirm that you are authorized by each owner to submit the book and to choose its
          services, including pressing. Returns can be shipped to you, or to your customer’s address at your request,
          with the same insurance rules as any order.
        </P>
      </Section>

      <Section title="3. Invoices and payment">
        <P>
          Orders are charged at checkout like any other order unless your agreement grants payment terms. Where it
          does, invoices are payable within the period it states, and we may hold returns while an invoice is overdue.
          You are responsible for collecting and remitting any sales tax on your resale of graded books.
        </P>
      </Section>

      <Section title="4. Using the Certus name">
        <Bullets
          items={[
            'Approved dealers may say that they submit to Certus and may appear in our store locator. They may not suggest that they are part of Certus, or that Certus endorses their prices or the books they sell.',
            'Never describe a raw book as Certus-graded, quote a Raw Grade as if it were a certification, or present a book as witnessed when it was verified.',
            'Never open, alter or re-label a Certus holder. A dealer found doing so loses its business account immediately, and affected certifications are flagged in our records.',
          ]}
        />
      </Section>

      <Section title="5. Events and bulk intake">
        <P>
          Books taken in at a convention or at your premises for grading are checked in by our staff against a
          submission created before the event. Witnessed signings organized with a business follow the rules of the{' '}
          <PageLink to="/authentic-signature-program">Authentic Signature Program</PageLink>: a book that leaves our
          witness’s custody before it is sealed cannot be certified as witnessed.
        </P>
      </Section>

      <Section title="6. Confidentiality and ending the account">
        <P>
          We keep your prices, volumes and customer lists confidential, and you keep any business terms we give you
          confidential. Either side may close a business account with 30 days’ written notice; we may close it at once
          for a breach of these terms. Orders already received are completed and returned under the terms that applied
          when they were placed. Shipping instructions for business submissions are the same as for everyone; see{' '}
          <PageLink to="/shipping">shipping</PageLink>.
        </P>
      </Section>
    </>
  );
}

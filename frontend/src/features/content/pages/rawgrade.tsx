import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        A Raw Grade is our graders’ professional opinion of your book’s grade, without encapsulation. The book is
        examined exactly as it would be for certification: the restoration check, two independent graders and a
        finalizer. The difference is what you get back: your book, unsealed, and a record of its grade and our notes in
        your account, listed under the Raw Grade category.
      </P>

      <Section title="When a Raw Grade makes sense">
        <Bullets
          items={[
            'You are deciding which books in a collection are worth encapsulating, and want a professional opinion first.',
            'You want to read, display or frame a book and still know its grade.',
            'You are selling a book raw and want to describe it with a grade from an independent grader.',
            'You need a condition record for an insurance inventory or an estate.',
            <>
              You want to know whether <PageLink to="/pressing">pressing</PageLink> would be worth it: our notes tell you
              which defects hold the grade down and whether they are the kind pressing can reduce.
            </>,
          ]}
        />
      </Section>

      <Section title="What a Raw Grade is not">
        <P>
          A Raw Grade describes the book on the day we examined it. Once the book leaves us unsealed, any handling can
          change its condition, so a Raw Grade is not a certification: it carries no label, no holder, and it is not
          covered by our <PageLink to="/money-back-promise">money-back promise</PageLink> for grading errors after the
          book is handled. Raw Grade books cannot be reholdered, because there is no holder to replace and no sealed
          book to carry the grade over.
        </P>
        <P>
          Signature authentication is not part of a Raw Grade. A signature certification only means something when the
          signature and the book are sealed together; use the{' '}
          <PageLink to="/authentic-signature-program">Authentic</PageLink> or{' '}
          <PageLink to="/verified-signature-program">Verified</PageLink> signature programs instead.
        </P>
      </Section>

      <Section title="If you later want it encapsulated">
        <P>
          Submit the book for grading in the usual way. We grade it again from the beginning rather than reusing the
          Raw Grade, because we cannot know how the book was handled in the meantime. In most cases the result is the
          same; if the book has been stored well, there is no reason for it to change.
        </P>
      </Section>

      <Section title="How to order">
        <P>
          Choose Raw Grade for a book in the <PageLink to="/submit">submission form</PageLink>. It is available for
          comics, magazines and manga, and the form shows its price and turnaround next to the book. Pack the book as
          for any other submission (see <PageLink to="/shipping">shipping</PageLink>); it comes back in a fresh bag and
          board with the grade recorded in your account.
        </P>
      </Section>
    </>
  );
}

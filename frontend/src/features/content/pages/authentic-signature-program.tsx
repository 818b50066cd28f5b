import { Group } from '@mantine/core';
import { CategoryLabel } from '../components/category-label.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <Group gap="sm" mb="sm">
        <CategoryLabel category="Authentic" />
        <span>The yellow label</span>
      </Group>
      <P>
        The Authentic Signature Program certifies signatures whose origin we know first-hand. A Certus representative
        watches the signer sign your book, records who signed, when and where, and keeps the book in a documented chain
        of custody until it is graded and sealed. No examination of handwriting can match that certainty, which is
        why witnessed signatures have their own label: the yellow Authentic label.
      </P>

      <Section title="How a witnessed signing works">
        <Bullets
          ordered
          items={[
            'You submit the book for a signing we attend or organize: a convention, a store signing, or a private signing with the creator.',
            'Our witness checks the book in before the signing and records its details.',
            'The creator signs in front of the witness, who records the signer’s name, the date and the place of the signing.',
            'The book goes straight back into our custody, sealed, and travels to our grading room without passing through anyone else’s hands.',
            'It is graded and encapsulated like any other book, with the signature details printed on the label.',
          ]}
        />
        <P>
          Upcoming signings and on-site events are listed on our signing events page. Some signings accept books sent
          by mail; the event listing says so when they do.
        </P>
      </Section>

      <Section title="What the label records">
        <P>
          The Authentic label carries the grade and the usual book details, and for each certified signature the
          signer’s name and the date of the signing. Several signatures on one book are each recorded. A sketch or a
          remark drawn with the signature is listed too; see <PageLink to="/artwork">original art and sketch covers</PageLink>.
        </P>
      </Section>

      <Section title="Rules of the program">
        <Bullets
          items={[
            'Each witnessed signature needs the signer’s name and the date of the signing in the submission; the witness record must match them.',
            'Witnessed-signature services certify the signatures we witnessed. They do not include Verified or Verified Plus examination of other signatures on the same book; submit those books under the Verified program instead.',
            'A book that leaves our custody between the signing and the grading room cannot be certified as witnessed. It can still be examined under the Verified program.',
            'The signature is part of the book’s condition: a signature that smears, bleeds or was signed across a crease is graded as it is.',
          ]}
        />
      </Section>

      <Section title="Authentic or Verified?">
        <P>
          Both labels certify that the signature is genuine. The difference is how we know: an Authentic signature was
          seen being signed; a <PageLink to="/verified-signature-program">Verified</PageLink> signature was signed
          without us and examined afterwards against known exemplars. Buyers value both, and many collectors prefer the
          certainty of a witness for new signatures while using the Verified program for books signed years ago.
        </P>
      </Section>
    </>
  );
}

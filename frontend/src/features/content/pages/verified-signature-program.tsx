import { Group } from '@mantine/core';
import { CategoryLabel } from '../components/category-label.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <Group gap="sm" mb="sm">
        <CategoryLabel category="Verified" />
        <span>The red label</span>
      </Group>
      <P>
        Most signed books were signed without anyone from a grading company watching: at a convention years ago, by
        mail, at a store signing before you knew you would want it certified. The Verified Signature Program is for
        those books. Our authenticators examine the signature against known genuine examples, and if they are
        satisfied it is genuine, the book is certified on a red Verified label naming the signer.
      </P>

      <Section title="What our authenticators look at">
        <Bullets
          items={[
            'Exemplars: known genuine signatures of the same signer, from witnessed signings and documented sources, across the years of their career. Signatures change over time, so the comparison is made with examples from the right period.',
            'Letter forms, proportions and the order and direction of strokes.',
            'Fluency: a genuine signature is written at speed, with tapered starts and ends; a copied one tends to show hesitation, blunt ends and uneven pressure.',
            'Pen lifts, pressure and the way the ink sits in the paper, which also shows whether the signature was written before or after a crease or a wear mark.',
            'The ink and the tool, and whether they fit the time and the way the signer usually signed.',
            'Whether the signature is handwritten at all: printed, stamped and machine-signed (autopen) signatures are not certified as signatures.',
          ]}
        />
      </Section>

      <Section title="The possible results">
        <P>
          <strong>Verified.</strong> The book is graded and sealed with the red Verified label, which names each
          verified signer.
        </P>
        <P>
          <strong>Not verified.</strong> We cannot certify the signature, either because it does not match the
          exemplars or because we do not have enough genuine examples to decide. When you submit, you tell us what to
          do in that case: grade and encapsulate the book anyway, with the signature treated as unverified writing
          (which can lower the grade, as any writing on a cover does), or return the book to you without encapsulation.
          The examination fee applies either way, because the work is the same.
        </P>
      </Section>

      <Section title="Options and rules">
        <Bullets
          items={[
            'Verified Plus is offered in the submission form where it is available, with its terms shown next to it. It builds on Verified, so Verified cannot be removed from a book while Verified Plus is selected.',
            'Books submitted under a witnessed-signature service are certified on the Authentic label; Verified examination is not added to them.',
            'Signature work adds days to the turnaround; the form shows the total per book.',
          ]}
        />
      </Section>

      <Section title="Our guarantee">
        <P>
          If a signature we certified as Verified is later shown not to be genuine, our{' '}
          <PageLink to="/money-back-promise">money-back promise</PageLink> applies. We would rather decline a signature
          than certify one we are unsure of, and that is why some genuine signatures come back not verified: the
          evidence was not strong enough to put our name to it. If you have a signature witnessed today, the{' '}
          <PageLink to="/authentic-signature-program">Authentic Signature Program</PageLink> removes the question
          entirely.
        </P>
      </Section>
    </>
  );
}

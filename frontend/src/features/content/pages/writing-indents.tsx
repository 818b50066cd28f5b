import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Writing indents"
        helps="The dent, yes; the writing itself, no."
        result="Indents without ink often become invisible; indents with ink are flattened but the ink remains."
        risk="Very low for the indent. Pressing never removes ink, pencil or marker."
      />

      <Section title="What a writing indent is">
        <P>
          A writing indent is a groove pressed into the cover by a pen or pencil, usually by someone writing on a piece
          of paper laid over the book: a shopping list, a subscription address, a price. The writing may not be on the
          book at all, only its impression. Indents are easiest to see in raking light, where the letters show as
          shadows in the cover’s gloss. They also appear from behind: a name written on the inside cover can push
          ridges up through the front.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Pressing works on indents the way it works on bends. The compressed paper relaxes and rises back toward the
          surface, and light indents often disappear entirely. Deeper ones, made with a ballpoint pressed hard, are
          reduced but can leave a faint trace in the gloss.
        </P>
        <P>
          What pressing cannot do is remove the writing. If the indent carries ink or pencil, the mark stays: removing
          it would mean erasing or chemical cleaning, which damages the surface and counts as restoration. Writing on a
          cover is a defect graders take into account; dated arrival marks and distributor stamps from the period are
          treated more leniently than later writing.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'Very little for the indent itself. A deep groove may leave a faint gloss line even after pressing.',
            'Humidity does not make ink run on a properly pressed book, but we take care with water-soluble inks and felt-tip writing and may limit humidity on those books.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: letters or lines visible as shadows in the cover’s reflection, sometimes with ink. After: a flat,
          even gloss where the indent was, with any ink still present. If the writing is a signature you want
          certified, say so in the submission: we decline to press a book when the pressing could affect the signature,
          and the <PageLink to="/verified-signature-program">Verified Signature Program</PageLink> explains how
          signatures are examined.
        </P>
        <P>
          Back to the <PageLink to="/pressing">pressing overview</PageLink>.
        </P>
      </Section>
    </>
  );
}

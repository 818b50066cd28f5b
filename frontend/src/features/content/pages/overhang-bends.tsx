import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Overhang bends"
        helps="Yes, for bends without color breaks or tears."
        result="The overhanging edge lies flat and straight again; the overhang itself remains."
        risk="Edges that have already folded sharply may show a color break or a small tear when flattened."
      />

      <Section title="What an overhang bend is">
        <P>
          Many books, especially from the 1950s to the 1970s, were trimmed so that the cover extends a millimetre or
          two beyond the interior pages. That overhanging edge has nothing behind it to support it, so it bends easily:
          along the right edge from handling, along the top and bottom from the book being stored upright in a box. The
          result is a wavy or turned edge, often with small bends every inch or so.
        </P>
        <P>
          The overhang itself is a production trait; graders accept a small overhang on books where it was normal. It is
          the bends, folds and tears that form along it that lower the grade.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Overhang bends respond well to pressing as long as the ink has not cracked. The edge relaxes and is pressed
          flat and straight, and the cover looks square again. Pressing does not trim the overhang or change the
          book’s size: trimming a book is restoration, which we detect on other books and never perform.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'An edge that has been folded over sharply has usually broken color along the fold. Flattening it shows the break.',
            'Overhanging edges are where small edge tears start. Pressing can make a hidden tear visible, and it does not close it.',
            'Once flattened, the overhang is as exposed as ever; without proper storage it will bend again.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: a rippled or turned cover edge, with soft bends along it. After: a flat, straight edge; any color
          break or tear along it remains and is graded. Store the book in a bag and board sized for its era so the
          overhang is supported.
        </P>
        <P>
          See also <PageLink to="/non-color-breaking-bends">non-color-breaking bends</PageLink> and{' '}
          <PageLink to="/rippling">rippling</PageLink>.
        </P>
      </Section>
    </>
  );
}

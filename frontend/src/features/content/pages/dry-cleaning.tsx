import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Surface dirt and handling grime"
        helps="Yes: dry cleaning before pressing removes what sits on the surface."
        result="A brighter cover, especially on white and light-colored covers; marks in the paper stay."
        risk="Low. Rubbing a fragile or matte surface can dull it, so cleaning stops where the surface would suffer."
      />

      <Section title="What dry cleaning is">
        <P>
          Dry cleaning removes dirt that sits on the surface of the cover: dust, fingerprints, pencil smudges, shelf
          grime and the gray haze that white covers pick up from years of handling. Our pressers work with soft
          erasing materials and brushes, by hand and in small areas, checking the surface under magnification as they
          go. No water, solvents, bleach or chemicals are used, and nothing is added to the paper.
        </P>
        <P>
          Dry cleaning is usually done just before pressing, because pressing dirt into warm, relaxed paper would make
          it harder to remove later. Like pressing, it removes nothing that belongs to the book and adds nothing to it,
          and we do not treat it as restoration.
        </P>
      </Section>

      <Section title="What it removes and what it does not">
        <Bullets
          items={[
            'Removes: dust, surface grime, many fingerprints, light pencil, and the dinginess that makes a white cover look cream.',
            'Does not remove: stains that have soaked in (water, food, oil, foxing), tanning of the paper, ink writing, stamps, tape residue or mold.',
            'Does not restore gloss. A cover that has lost its gloss from wear stays matte, though it may look brighter.',
          ]}
        />
        <P>
          Removing stains that are in the paper requires washing or chemical treatment. Those are restoration
          techniques: we do not perform them, and we detect and disclose them when we find them on books sent for
          grading.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'Matte, uncoated and newsprint-like covers are soft. Rubbing them can leave a slight sheen or lift fibers, so we clean them only lightly or not at all.',
            'Dark covers show rubbing more than light ones. We test a small hidden area first.',
            'Pencil pressed hard into the cover leaves a groove after the graphite is gone; see writing indents.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: a cover that looks dull or gray, particularly in white areas and along the spine where hands hold
          it. After: cleaner, brighter whites and colors. The difference is often larger than collectors expect on
          white and light covers, and smaller on dark ones. Dry cleaning is included with our{' '}
          <PageLink to="/pressing">pressing</PageLink> where the book benefits from it; see also{' '}
          <PageLink to="/writing-indents">writing indents</PageLink>.
        </P>
      </Section>
    </>
  );
}

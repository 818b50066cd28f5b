import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Non-color-breaking bends"
        helps="Yes, in nearly every case."
        result="The bend is usually gone completely; the area is flat again and catches the light like the rest of the cover."
        risk="Very low. A bend that hides a small color break will show that break once flattened."
      />

      <Section title="What a bend is">
        <P>
          A bend is a soft curve in the paper: a corner that has been flexed back, a cover that took the shape of a
          badly filled box, a book that was rolled. The paper fibers have been pushed out of plane but not folded
          sharply, so there is no line where they broke. Hold the book at an angle to a light and a bend shows as a
          gentle change in the reflection rather than a sharp line.
        </P>
        <P>
          “Non-color-breaking” means the ink on the surface is intact. If you see a thin white line where the color
          has cracked, the bend has become a crease with a color break, and that is a different defect.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Bends are the defect pressing handles best. With a little humidity and warmth the fibers relax, and under
          even pressure they settle back flat. Because nothing has broken, there is usually no trace left, and the
          grade is no longer limited by the bend.
        </P>
        <P>
          How much the grade improves depends on what else the book has. On an otherwise clean modern book, a bend on
          the front cover can be the only thing between a 9.4 and a 9.8. On a book with spine stress, wear and a
          color-breaking crease, removing a bend helps far less.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'A bend can hide a tiny color break at its sharpest point. Once the bend is gone, that break is easier to see.',
            'Very old, brittle paper may not tolerate the humidity; we decline to press it rather than risk chipping.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: a corner or an area of the cover that does not lie flat, visible as a soft distortion under raking
          light. After: a flat cover with even reflection, and in most cases no sign that the bend was there. Store the
          book flat, in a bag and board that fit, so it does not return.
        </P>
        <P>
          Compare with <PageLink to="/non-color-breaking-creases">non-color-breaking creases</PageLink>, which are
          sharper and harder to remove.
        </P>
      </Section>
    </>
  );
}

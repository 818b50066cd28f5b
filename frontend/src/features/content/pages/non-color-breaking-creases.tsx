import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Non-color-breaking creases"
        helps="Often, but less completely than bends."
        result="Light creases usually become very hard to see; deep ones are reduced to a faint line."
        risk="Low. A crease whose ink is already weakened may show a color break after flattening."
      />

      <Section title="What a crease is">
        <P>
          A crease is a fold with a line. Where a bend is a soft curve, a crease has a sharp ridge where the paper was
          folded and the fibers compressed along one side and stretched along the other. Creases are most common at
          corners, along the spine (spine stress), and across the cover where a book was folded or sat on.
        </P>
        <P>
          A crease is “non-color-breaking” when the ink along the ridge is still whole. Tilt the book under a light: if
          you see the crease as a line in the reflection but the color is unbroken, it may press out well. If the
          ridge shows white paper, the ink has cracked and pressing cannot hide it.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Yes, to a degree that depends on how sharp and how old the crease is. The compressed fibers along the ridge
          relax under humidity and pressure, and the ridge flattens. A light corner crease often disappears to the eye;
          a deep crease across the cover is flattened but usually leaves a faint line visible under raking light.
          Graders treat a flattened, barely visible line far more kindly than a raised crease, so even a partial
          improvement can be worth a grade.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'The ink along a sharp crease is often already stressed. Flattening can open a hairline break that was about to happen anyway.',
            'A crease that runs into an edge may be paired with a tiny tear at the edge. Pressing does not close it, and a tear is graded as a tear.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: a sharp line you can feel with a fingertip and see in the reflection from most angles. After: the
          surface is flat; a light crease is hard to locate, a deep one shows as a faint line only at certain angles.
          We do not promise a crease will vanish, and our pressers will tell you when a crease is too deep to be worth
          pressing.
        </P>
        <P>
          Softer distortions are covered on <PageLink to="/non-color-breaking-bends">non-color-breaking bends</PageLink>;
          creases along the spine are discussed with <PageLink to="/spine-roll">spine roll</PageLink>.
        </P>
      </Section>
    </>
  );
}

import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Rippling and moisture waves"
        helps="Yes, in most cases."
        result="Covers and pages lie flat again; the book closes squarely."
        risk="Rippling caused by water damage comes with staining that pressing does not remove; waves can return with poor storage."
      />

      <Section title="What rippling is">
        <P>
          Rippling is a wave across the cover or the pages, running roughly parallel to the spine. Paper takes up
          moisture from the air and expands, and because the cover and the interior are different papers they expand
          by different amounts. Over time, in a humid room or a box stored in a basement or attic, the cover ends up
          slightly too large for its place and buckles into waves. Interior pages can ripple the same way, and a book
          that has been wet ripples badly and often stains.
        </P>
        <P>
          Rippling spoils the flatness and the reflection of the cover, which graders notice immediately at the higher
          grades, and a book with rippled pages no longer closes flat.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Humidity-driven rippling is one of the defects pressing was made for. The book is brought to a controlled
          moisture level, pressed flat and allowed to settle, and the cover and pages dry flat together. Moisture waves
          usually disappear entirely.
        </P>
        <P>
          Rippling from a soaking is different. The flatness can usually be improved, but water leaves tide lines and
          stains in the paper, and often weakens the staples and the binding. Those remain and are graded.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'A book that was wet may have mold or weakened paper; we examine it before deciding to press.',
            'Paper keeps responding to its surroundings. A pressed book stored in a damp place can ripple again, sometimes within a season.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: waves across the cover that distort the reflection, sometimes a book that will not close flat.
          After: a flat cover and a book that closes squarely. To keep it that way, store books in a room with steady,
          moderate humidity and temperature, upright in boxes that are full but not tight, and away from outside walls,
          basements and attics. Encapsulation slows moisture exchange but does not stop it entirely.
        </P>
        <P>
          Related: <PageLink to="/overhang-bends">overhang bends</PageLink> and{' '}
          <PageLink to="/spine-roll">spine roll</PageLink>.
        </P>
      </Section>
    </>
  );
}

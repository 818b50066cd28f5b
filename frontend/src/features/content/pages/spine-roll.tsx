import { DefectSummary } from '../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        defect="Spine roll"
        helps="Often, partly or fully."
        result="The spine moves back toward the fold and the book looks square; a slight residual roll can remain."
        risk="Spine stress that broke color stays visible; a spine that was folded at the wrong place has a crease that cannot move."
      />

      <Section title="What spine roll is">
        <P>
          Spine roll happens when a book is read folded back on itself, or read many times in the same way. The
          spine, instead of sitting squarely at the fold, drifts onto the front or back cover, and the pages fan out
          unevenly at the right edge. Looking at the book from the front, you see a strip of back-cover color along
          the left edge, or the front cover wraps around onto the back.
        </P>
        <P>
          Spine roll is a structural defect: it changes the shape of the whole book, not just its surface. It is
          common on well-read books from every era, and graders treat it as a moderate defect that limits the grade on
          otherwise nice copies.
        </P>
      </Section>

      <Section title="Will pressing help?">
        <P>
          Often, yes. With the book relaxed under humidity, the pressers ease the cover back so that the spine sits on
          the fold, then press the book square. Light rolls can be corrected fully. Heavier rolls improve, but the
          paper has been folded in the wrong place for a long time, and a faint line where the old fold was can remain.
        </P>
        <P>
          Pressing does not move staples or re-fold the book around new ones. A book whose staples were placed off
          the fold at the printer has a production miswrap, not a roll, and pressing cannot change it.
        </P>
      </Section>

      <Section title="Risks">
        <Bullets
          items={[
            'Rolled spines usually carry stress lines. Those that broke color remain visible after the spine is squared, and can look more obvious once the spine sits in its proper place.',
            'A spine that is split or weak at the staples can worsen if moved; we examine the staples and the spine before deciding.',
            'A heavy roll may return partly over time if the book is read again in the same way.',
          ]}
        />
      </Section>

      <Section title="What to expect">
        <P>
          Before: back-cover color showing along the front edge, fanned pages, a book that will not sit square.
          After: the spine at or near the fold, even page edges and a square book; any color-breaking stress lines
          still present. Read rolled books open flat on a table rather than folded back, or better, read a reprint.
        </P>
        <P>
          Related: <PageLink to="/non-color-breaking-creases">non-color-breaking creases</PageLink> and the{' '}
          <PageLink to="/pressing">pressing overview</PageLink>.
        </P>
      </Section>
    </>
  );
}

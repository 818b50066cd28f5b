import { Bullets, P, PageLink, Section, TermTable } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Pressing is the controlled flattening of a book with humidity, gentle heat, pressure and time. Paper fibers that
        have been bent or rippled relax and settle flat again, and many defects that cost a book a grade or two simply
        disappear. Dry cleaning, usually done first, lifts surface dirt without water or solvents. Neither adds
        anything to the book, which is why we, like most of the hobby, do not treat them as restoration and do not note
        them on the label.
      </P>

      <Section title="What pressing can fix">
        <P>Defects that bend or distort the paper without breaking the ink on its surface:</P>
        <Bullets
          items={[
            <>
              <PageLink to="/non-color-breaking-bends">Non-color-breaking bends</PageLink>, usually completely.
            </>,
            <>
              <PageLink to="/non-color-breaking-creases">Non-color-breaking creases</PageLink>, often to the point where
              they are hard to find.
            </>,
            <>
              <PageLink to="/writing-indents">Writing indents</PageLink> pressed into the cover.
            </>,
            <>
              <PageLink to="/overhang-bends">Overhang bends</PageLink> along the edges of an oversized cover.
            </>,
            <>
              <PageLink to="/rippling">Rippling</PageLink> and moisture waves.
            </>,
            <>
              <PageLink to="/spine-roll">Spine roll</PageLink>, within limits.
            </>,
            <>
              Surface dirt, fingerprints and handling grime, by <PageLink to="/dry-cleaning">dry cleaning</PageLink>.
            </>,
          ]}
        />
      </Section>

      <Section title="What pressing cannot fix">
        <TermTable
          caption="Defects pressing does not remove"
          headings={['Defect', 'Why not']}
          rows={[
            ['Color-breaking creases and spine stress', 'The ink has cracked and the white paper beneath shows. Pressing flattens the paper but cannot put the ink back.'],
            ['Tears, missing pieces and chips', 'Nothing is added to the book; closing or filling a tear is restoration.'],
            ['Stains, foxing and water marks', 'They are in the paper, not on it; removing them needs washing, which we do not do.'],
            ['Tanning and brittle pages', 'Paper chemistry cannot be reversed by pressure.'],
            ['Ink writing, stamps and tape', 'Pressing can reduce the dent a pen leaves, not the ink. Tape and its residue are not removed.'],
            ['Rusted or loose staples', 'We never remove, clean or replace staples.'],
            ['Fading and sun shadow', 'Lost color does not return.'],
          ]}
        />
      </Section>

      <Section title="Will it raise the grade?">
        <P>
          Only when the defects pressing removes are the ones holding the grade down. A 9.0 whose only faults are a
          light bend and a ripple can come back a 9.6 or 9.8; a 6.0 with a color-breaking crease and a small tear will
          still be a 6.0 after pressing, because the crease and the tear set the grade. Before pressing a book, our
          pressers look at what limits its grade and tell you plainly when they expect no gain.
        </P>
        <P>
          If you are sending five or more qualifying books, the Grading Press Screen does this for you: we examine every
          book first and press only those likely to gain, and the screen adds 7 days to the turnaround.
        </P>
      </Section>

      <Section title="The risks">
        <P>
          Pressing done well is safe for the great majority of books, and our pressers work only in-house under
          controlled conditions. It is still a physical process on old paper, and we want you to know what can happen
          before you choose it:
        </P>
        <Bullets
          items={[
            'Fragile or brittle edges can chip, and existing tears can lengthen slightly.',
            'Pressing can make other defects easier to see once bends no longer hide them, such as a color break inside a crease.',
            'Embossed, textured or foil covers can lose some of their relief; we decline to press those where the risk is real.',
            'A book pressed to its best can grade no higher than its remaining defects allow.',
          ]}
        />
        <P>
          The full terms, including what we do if something goes wrong, are in our{' '}
          <PageLink to="/pressingterms">pressing terms of service</PageLink>.
        </P>
      </Section>

      <Section title="Ordering pressing">
        <P>
          Choose pressing for a book in the <PageLink to="/submit">submission form</PageLink>, at the standard speed,
          fast pressing (half the pressing days) or express pressing. Pressing is not offered for original art, for
          books submitted in a sealed holder, or for on-site services. Prices and turnaround are explained on the{' '}
          <PageLink to="/grading-pressing">pricing and turnaround page</PageLink>.
        </P>
      </Section>
    </>
  );
}

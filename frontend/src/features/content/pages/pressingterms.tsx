import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        These terms apply when you order pressing, fast pressing, express pressing, dry cleaning or a Grading Press
        Screen for any book. They add to our general <PageLink to="/terms">terms of service</PageLink>. Please read
        them before choosing pressing: pressing is a physical process on paper that may be decades old, and you should
        choose it knowing what it can and cannot do.
      </P>

      <Section title="1. What you authorize">
        <P>
          By ordering pressing you authorize us to dry clean and press the book using controlled humidity, moderate
          heat, even pressure and time. We never remove, clean or replace staples, never wash the book, never use
          solvents, bleaches or chemical cleaners, and never add any material to it. Anything beyond that would be
          restoration, which we do not perform.
        </P>
      </Section>

      <Section title="2. Our pressers decide">
        <P>
          Our pressers examine every book before pressing it and may decline to press, or press less than you asked,
          when they judge that pressing could harm the book: brittle or fragile paper, embossed or textured covers,
          loose or split spines, wet or moldy books, and signatures or remarks whose ink could be affected. If we
          decline, we refund the pressing fee for that book and grade it as received. Original art, sketch covers,
          books submitted in a sealed holder, and on-site services are never pressed.
        </P>
      </Section>

      <Section title="3. No guaranteed result">
        <P>
          Pressing reduces or removes defects that distort the paper without breaking its ink: bends, non-color-breaking
          creases, indents, ripples and spine roll. It does not remove color breaks, tears, missing pieces, stains,
          tanning, writing or tape. We do not promise that pressing will raise a grade, or by how much. The grade describes
          the book as it stands after pressing.
        </P>
      </Section>

      <Section title="4. Risks you accept">
        <Bullets
          items={[
            'Edges and corners of fragile paper may chip, and existing tears may extend slightly.',
            'Flattening can make other defects easier to see, such as a color break hidden in a bend.',
            'Cover surfaces may change slightly in sheen, particularly matte and uncoated covers.',
            'Pressed books can ripple or bend again if stored in poor conditions after their return.',
          ]}
        />
        <P>
          These are inherent risks of pressing, and we are not liable for them. If a book is damaged through our
          negligence, beyond these inherent risks, we compensate you under section 7 of our terms of service.
        </P>
      </Section>

      <Section title="5. Grading Press Screen">
        <P>
          A Grading Press Screen applies to submissions with five or more qualifying books. We examine each book, press
          those we expect to gain from it, and grade the others without pressing. The screening decision is ours. The
          screen adds 7 days to the turnaround; the fees for screened books that are pressed and that are not pressed
          are shown in the submission form when you choose it. When the screen is temporarily unavailable, the form
          says so.
        </P>
      </Section>

      <Section title="6. Turnaround">
        <P>
          Pressing adds its days to a book’s grading turnaround. Fast pressing takes half the standard pressing days;
          express pressing is faster still, and some express service levels include it. Time in the press and the rest
          period afterwards are never shortened, only the wait before the book is pressed.
        </P>
      </Section>

      <Section title="7. Disclosure">
        <P>
          We do not treat pressing or dry cleaning as restoration and do not note them on the label. Whether to tell a
          buyer that a book was pressed is your decision; some buyers and marketplaces ask, and we will confirm to you,
          on request, whether a book you submitted was pressed by us. Learn more about{' '}
          <PageLink to="/pressing">what pressing involves</PageLink>.
        </P>
      </Section>
    </>
  );
}

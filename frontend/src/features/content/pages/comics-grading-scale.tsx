import { AgeTable } from '../components/age-table.tsx';
import { Bullets, P, PageLink, Section, RowTable } from '../components/prose.tsx';

/** The 10-point scale as our grade slider offers it, from the top down. */
const grades: readonly (readonly [grade: string, name: string, description: string])[] = [
  ['10.0', 'Gem Mint (GM)', 'A perfect book in every respect, with no manufacturing or handling defect visible under magnification. Exceptionally rare.'],
  ['9.9', 'Mint (MT)', 'Nearly perfect. Only the slightest manufacturing flaw, seen on very close inspection; no handling wear.'],
  ['9.8', 'Near Mint/Mint (NM/M)', 'Flat, glossy and square, with sharp corners and white pages. At most a tiny bindery or printing imperfection.'],
  ['9.6', 'Near Mint+ (NM+)', 'An exceptional book with one or two very minor defects, such as a small spine stress that does not break color.'],
  ['9.4', 'Near Mint (NM)', 'Nearly new. Minor wear such as light corner blunting or a few tiny stress lines; full gloss and eye appeal.'],
  ['9.2', 'Near Mint- (NM-)', 'Very well kept, with a few more small defects than a 9.4: slight spine wear, a small bend, minimal edge wear.'],
  ['9.0', 'Very Fine/Near Mint (VF/NM)', 'Excellent eye appeal with several minor defects; may show a small color break at the spine.'],
  ['8.5', 'Very Fine+ (VF+)', 'Attractive and high grade, with light wear on edges and corners and a few small spine stresses.'],
  ['8.0', 'Very Fine (VF)', 'Minor wear that is easy to see: light spine stress, slight corner blunting, a small non-color-breaking crease.'],
  ['7.5', 'Very Fine- (VF-)', 'Above average, with a combination of minor defects that begins to reduce the gloss and sharpness.'],
  ['7.0', 'Fine/Very Fine (FN/VF)', 'An above-average copy with light overall wear; small creases and stress lines, still bright.'],
  ['6.5', 'Fine+ (FN+)', 'Above average with noticeable but moderate wear; some loss of gloss, minor creases.'],
  ['6.0', 'Fine (FN)', 'A well-kept read copy: moderate wear, creases and spine stress, but complete and attractive.'],
  ['5.5', 'Fine- (FN-)', 'Moderate wear with more defects than a 6.0, such as a small tear or a light stain.'],
  ['5.0', 'Very Good/Fine (VG/FN)', 'An average used copy with moderate defects that are easy to see.'],
  ['4.5', 'Very Good+ (VG+)', 'Slightly better than VG: moderate wear, possibly some minor tears or a rolled spine.'],
  ['4.0', 'Very Good (VG)', 'A read, worn copy with some loss of gloss, creases, minor tears and spine roll; complete and sound.'],
  ['3.5', 'Very Good- (VG-)', 'Heavier wear than VG, with more and larger defects.'],
  ['3.0', 'Good/Very Good (GD/VG)', 'Significant wear with moderate to major defects, still whole and readable.'],
  ['2.5', 'Good+ (GD+)', 'Heavy wear; may have a small piece missing, a longer tear or a moderate stain.'],
  ['2.0', 'Good (GD)', 'A heavily read copy with major defects, complete and sound enough to read.'],
  ['1.8', 'Good- (GD-)', 'Major defects and substantial wear, slightly better than Fair/Good.'],
  ['1.5', 'Fair/Good (FR/GD)', 'Extensive wear; pieces may be missing, the cover may be loose or detached.'],
  ['1.0', 'Fair (FR)', 'Very heavily worn and damaged, but with all story pages present.'],
  ['0.5', 'Poor (PR)', 'Severely damaged: large pieces missing, heavy staining, brittle or moldy paper.'],
  ['0.3', 'Incomplete', 'A book missing story pages, or with pages cut out. The grade records what remains.'],
  ['0.1', 'Coverless', 'A book without its cover, or with the cover missing so much that it no longer counts as present.'],
];

const scaleCaption = 'Grades from 10.0 Gem Mint down to 0.1 Coverless';

export default function Page() {
  return (
    <>
      <P>
        We grade on the 10-point scale that the hobby has used for decades: ten is a perfect book, one half is a book
        barely holding together. Each number has a name, and the names (Near Mint, Very Fine, Fine, Very Good, Good,
        Fair, Poor) mean the same thing at Certus as in the standard grading references. A grade describes the whole
        book; it is not an average of the good and bad parts, and the most serious defect usually sets the ceiling.
      </P>

      <Section title="Every grade on the scale">
        <RowTable caption={scaleCaption} minWidth={560} headings={['Grade', 'Name', 'What it looks like']} rows={grades} unbroken={[0, 1]} />
      </Section>

      <Section title="How a grade is reached">
        <P>
          Graders look at the book in a fixed order so that nothing is missed: overall structure and binding, the
          cover (gloss, color, creases, tears, stains), the spine (stress lines, roll, splits), edges and corners,
          staples (rust, migration, pulled staples), and finally the interior. A defect counts more when it breaks the
          color of the cover, when it is on the front rather than the back, and when it is large or easy to see at
          arm’s length. Eye appeal matters at the top of the scale, where a few well-placed defects can separate a 9.6
          from a 9.8.
        </P>
        <P>
          The same definitions apply to every era. A Golden Age book is not graded more leniently because it is old;
          what changes with age is how common some production defects are, such as off-center covers and rough trims.
          Production defects are judged for how they affect the book’s appearance, the same as wear.
        </P>
      </Section>

      <Section title="Page quality">
        <P>
          Paper darkens as it ages. The label records page quality separately from the grade, on a scale from White
          through Off-white to white, Off-white, Cream to off-white, Cream, Tan to cream, Tan, down to Brittle. Brittle
          pages break when folded and limit the grade severely, because the book can no longer be handled safely.
        </P>
      </Section>

      <Section title="Age on the label">
        <AgeTable />
      </Section>

      <Section title="Restoration and the grade">
        <P>
          The grade always describes the book as it is now. If we find restoration, the label says so and names it, so
          that a restored 8.0 cannot be mistaken for an unrestored one. Restoration is not the same as pressing:
          pressing and dry cleaning add nothing to a book and are not noted. Read more in{' '}
          <PageLink to="/grading-certification-process">the grading process</PageLink>.
        </P>
        <Bullets
          items={[
            <>
              Not sure whether to encapsulate? A <PageLink to="/rawgrade">Raw Grade</PageLink> gives you our grade without
              the holder.
            </>,
            <>
              Would a bend or a wave cost your book a grade? See what <PageLink to="/pressing">pressing</PageLink> can and
              cannot fix.
            </>,
          ]}
        />
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section } from '../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Original art is the one thing on a comic that exists only once. Our artwork services authenticate and
        encapsulate hand-drawn art on comics and on loose boards, and record on the label who drew it and with what.
        They cover sketch covers (blank-cover variants and regular covers drawn on by an artist), remarks and sketches
        added next to a signature, and original art on paper or board that fits our holders.
      </P>

      <Section title="What we examine">
        <Bullets
          items={[
            'That the art is hand-drawn and not printed: under magnification, printed art shows a dot pattern or uniform inkjet spray; hand-drawn lines show pressure, overlaps and the texture of the tool.',
            'The media: pencil, ink, marker, paint, or a mix. The label names them, because they age differently and affect how the piece must be kept.',
            'The artist’s signature, which every artwork submission needs. It is authenticated under the Authentic or Verified signature program, as for any signature.',
            'For sketch covers, the book itself, which is graded on the 10-point scale like any other book.',
          ]}
        />
      </Section>

      <Section title="Witnessed or verified">
        <P>
          If the artist drew the sketch in front of a Certus witness, at a signing or convention, the art is certified on
          a yellow <PageLink to="/authentic-signature-program">Authentic</PageLink> label with the witness record. If
          it was drawn without our witness, our authenticators examine the signature and the style against known work
          of the artist, and the piece can be certified on a red{' '}
          <PageLink to="/verified-signature-program">Verified</PageLink> label.
        </P>
      </Section>

      <Section title="Why art is never pressed">
        <P>
          Artwork services never include pressing, and the submission form removes the pressing option when you choose
          one. Heat, humidity and pressure that safely relax a printed cover can smear marker, offset graphite onto the
          interleaving sheet, crack paint, flatten the texture of brush strokes, and lift paste-ups and correction
          fluid. A bend in a sketch cover is a small price for a drawing that stays exactly as the artist left it.
        </P>
      </Section>

      <Section title="Submitting artwork">
        <Bullets
          ordered
          items={[
            <>
              Choose the artwork service for the piece in the <PageLink to="/submit/artwork">submission form</PageLink>{' '}
              and enter the artist’s signature.
            </>,
            'Upload clear photographs of the front and of any signature or remark, up to 50 MB per image. They help us prepare and let us spot early anything we cannot encapsulate.',
            'Protect the art with an acid-free backing board and a sleeve, and never let tape touch the art or its paper.',
            'If the piece is larger than a magazine or mounted on a thick board, contact us before you send it so we can confirm we can encapsulate it.',
          ]}
        />
        <P>
          Declare the value of the art, not only of the book it is drawn on: a sketch by a sought-after artist can be
          worth many times the comic under it, and the declared value is what insures it. Packing advice is on the{' '}
          <PageLink to="/shipping">shipping page</PageLink>.
        </P>
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        L’art original est la seule chose, sur une bande dessinée, qui n’existe qu’en un exemplaire. Nos services d’art
        authentifient et encapsulent l’art dessiné à la main sur des bandes dessinées et sur des planches détachées, et
        inscrivent sur l’étiquette qui l’a dessiné et avec quoi. Ils couvrent les couvertures esquissées (variantes à
        couverture blanche et couvertures ordinaires sur lesquelles un artiste a dessiné), les remarques et croquis
        ajoutés à côté d’une signature, et l’art original sur papier ou sur carton qui entre dans nos boîtiers.
      </P>

      <Section title="Ce que nous examinons">
        <Bullets
          items={[
            'Que l’art est dessiné à la main et non imprimé : à la loupe, l’art imprimé montre une trame de points ou une pulvérisation uniforme de jet d’encre ; un trait dessiné à la main montre la pression, les chevauchements et la texture de l’outil.',
            'Les médiums : crayon, encre, marqueur, peinture, ou un mélange. L’étiquette les nomme, car ils vieillissent différemment et déterminent la façon de conserver l’œuvre.',
            'La signature de l’artiste, exigée pour toute soumission d’art. Elle est authentifiée dans le cadre du programme de signatures Authentic ou Verified, comme toute signature.',
            'Pour les couvertures esquissées, le livre lui-même, classé sur l’échelle de 10 points comme tout autre livre.',
          ]}
        />
      </Section>

      <Section title="Devant témoin ou vérifiée">
        <P>
          Si l’artiste a réalisé le croquis devant un témoin Certus, lors d’une séance de signatures ou d’un congrès,
          l’art est certifié sur une étiquette jaune{' '}
          <PageLink to="/authentic-signature-program">Authentic</PageLink> accompagnée du rapport du témoin. S’il a été
          dessiné sans notre témoin, nos authentificateurs comparent la signature et le style aux œuvres connues de
          l’artiste, et l’œuvre peut être certifiée sur une étiquette rouge{' '}
          <PageLink to="/verified-signature-program">Verified</PageLink>.
        </P>
      </Section>

      <Section title="Pourquoi l’art n’est jamais pressé">
        <P>
          Les services d’art ne comprennent jamais de pressage, et le formulaire de soumission retire l’option de pressage
          quand vous en choisissez un. La chaleur, l’humidité et la pression qui détendent sans danger une couverture
          imprimée peuvent faire baver le marqueur, décalquer le graphite sur la feuille intercalaire, craqueler la
          peinture, écraser la texture des coups de pinceau et décoller les collages et le correcteur. Une courbure sur
          une couverture esquissée est un bien petit prix pour un dessin qui reste exactement tel que l’artiste l’a
          laissé.
        </P>
      </Section>

      <Section title="Soumettre de l’art">
        <Bullets
          ordered
          items={[
            <>
              Choisissez le service d’art pour l’œuvre dans le{' '}
              <PageLink to="/submit/artwork">formulaire de soumission</PageLink> et indiquez la signature de l’artiste.
            </>,
            'Téléversez des photos nettes du recto et de toute signature ou remarque, jusqu’à 50 Mo par image. Elles nous aident à nous préparer et à repérer tôt ce que nous ne pourrions pas encapsuler.',
            'Protégez l’art avec un carton de soutien sans acide et une pochette, et ne laissez jamais de ruban adhésif toucher l’art ou son papier.',
            'Si l’œuvre est plus grande qu’un magazine ou montée sur un carton épais, communiquez avec nous avant de l’envoyer pour que nous confirmions pouvoir l’encapsuler.',
          ]}
        />
        <P>
          Déclarez la valeur de l’art, et non seulement celle du livre sur lequel il est dessiné : un croquis d’un
          artiste recherché peut valoir bien des fois la bande dessinée qui le porte, et c’est la valeur déclarée qui
          l’assure. Les conseils d’emballage se trouvent sur la <PageLink to="/shipping">page d’expédition</PageLink>.
        </P>
      </Section>
    </>
  );
}

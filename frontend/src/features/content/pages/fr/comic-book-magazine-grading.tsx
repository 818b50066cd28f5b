import { Group } from '@mantine/core';
import { CategoryLabel } from '../../components/category-label.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';
import { CANADA_FRENCH_PATH } from '../../content-slugs.ts';

export default function Page() {
  return (
    <>
      <P>
        Certus est un service indépendant de classement et de certification de bandes dessinées, de magazines et de
        mangas. Nous examinons l’état de chaque livre et y cherchons toute restauration, lui attribuons une note sur
        l’échelle standard de 10 points, authentifions les signatures et scellons le livre dans un boîtier inviolable
        portant une étiquette et un numéro de certification que tout le monde peut consulter. Nous n’achetons ni ne
        vendons de livres : la note de votre livre ne nous rapporte rien.
      </P>

      <Section title="Ce que nous classons">
        <TermTable
          caption="Types d’objets de collection acceptés"
          headings={['Type', 'Ce qu’il comprend']}
          rows={[
            [
              'Bandes dessinées',
              'Les bandes dessinées de format standard de toutes les époques, des livres de l’âge de platine d’avant 1938 aux nouveautés de la semaine, y compris les variantes, les éditions kiosque et directes, les numéros géants et les annuels.',
            ],
            [
              'Magazines',
              'Les publications de format magazine, comme les magazines de bandes dessinées en noir et blanc, d’humour, d’horreur et les fanzines, encapsulées dans des boîtiers de format magazine.',
            ],
            [
              'Mangas',
              'Les volumes et magazines de mangas, en japonais ou traduits, classés sur la même échelle et encapsulés dans des boîtiers faits pour leur format.',
            ],
          ]}
        />
        <P>
          Une soumission ne contient qu’un seul type. Si vous avez des bandes dessinées et des magazines à envoyer,
          créez une soumission pour chacun ; le formulaire de soumission demande d’abord le type, car les services et
          les boîtiers diffèrent.
        </P>
      </Section>

      <Section title="Nos services">
        <Bullets
          items={[
            <>
              <strong>Classement et certification.</strong> Deux évaluateurs examinent le livre de façon indépendante, un
              finalisateur tranche toute divergence, et le livre est scellé avec une étiquette bleue Certified. Voir{' '}
              <PageLink to="/grading-certification-process">le déroulement du processus</PageLink> et{' '}
              <PageLink to="/comics-grading-scale">l’échelle de classement</PageLink>.
            </>,
            <>
              <strong>Raw Grade.</strong> L’avis de nos évaluateurs, consigné et retourné sans boîtier. Voir{' '}
              <PageLink to="/rawgrade">Raw Grade</PageLink>.
            </>,
            <>
              <strong>Programmes de signatures.</strong> Les signatures faites devant notre témoin sont certifiées sur
              une étiquette jaune Authentic ; les signatures que vous possédez déjà peuvent être examinées et certifiées
              sur une étiquette rouge Verified. Voir les programmes de signatures{' '}
              <PageLink to="/authentic-signature-program">Authentic</PageLink> et{' '}
              <PageLink to="/verified-signature-program">Verified</PageLink>.
            </>,
            <>
              <strong>Pressage et nettoyage à sec.</strong> Aplanir les défauts sans bris de couleur et enlever la saleté
              de surface avant le classement, quand le livre en profitera. Voir le{' '}
              <PageLink to="/pressing">pressage</PageLink>.
            </>,
            <>
              <strong>Art original et couvertures esquissées.</strong> Authentification et encapsulation d’art dessiné à
              la main. Voir l’<PageLink to="/artwork">art original</PageLink>.
            </>,
            <>
              <strong>Remise en boîtier.</strong> Un nouveau boîtier pour un livre que nous avons certifié et dont le
              boîtier est rayé ou fêlé, en conservant sa note et son numéro de certification.
            </>,
            <>
              <strong>Service plus rapide.</strong> Classement Priority et Express et pressage plus rapide, là où le
              niveau de service le permet. Voir les <PageLink to="/express-services">services express</PageLink>.
            </>,
          ]}
        />
      </Section>

      <Section title="Les étiquettes">
        <P>
          La couleur de l’étiquette indique d’un coup d’œil à l’acheteur ce qui a été certifié. La note, la qualité des
          pages, le titre, le numéro, l’éditeur, l’année, toute variante ou provenance (pedigree) et le numéro de
          certification figurent sur chaque étiquette.
        </P>
        <Group gap="sm" mb="sm" aria-hidden="true">
          <CategoryLabel category="Certified" />
          <CategoryLabel category="Authentic" />
          <CategoryLabel category="Verified" />
        </Group>
        <Bullets
          items={[
            'Certified (bleue) : l’étiquette universelle. Le livre est classé et certifié ; il ne porte aucune signature certifiée.',
            'Authentic (jaune) : le livre porte une signature faite devant un témoin Certus, ou authentifiée autrement par une chaîne de possession documentée.',
            'Verified (rouge) : le livre porte une signature faite sans notre témoin, que nos authentificateurs ont examinée et vérifiée.',
          ]}
        />
        <P>
          Les livres Raw Grade ne sont pas encapsulés et ne portent pas d’étiquette ; leur note est consignée dans votre
          compte.
        </P>
      </Section>

      <Section title="Comment soumettre">
        <Bullets
          ordered
          items={[
            <>
              <PageLink to="/register">Créez un compte</PageLink> ou <PageLink to="/login">connectez-vous</PageLink>.
            </>,
            <>
              Commencez une <PageLink to="/submit">soumission</PageLink> : choisissez bandes dessinées, magazines ou
              mangas, puis ajoutez jusqu’à 100 livres avec leur titre, numéro, année, éditeur et valeur déclarée. Le
              formulaire choisit le bon niveau de service pour chaque livre et affiche son prix et son délai.
            </>,
            'Passez à la caisse : choisissez le dépôt ou l’expédition, un mode de paiement et, si vous en avez un, un code promotionnel.',
            <>
              Emballez les livres comme l’explique notre <PageLink to="/shipping">page d’expédition</PageLink> et
              envoyez-les, ou apportez-les à un rendez-vous.
            </>,
            'Suivez votre commande avec le suivi de commande de votre compte jusqu’au retour de vos livres.',
          ]}
        />
        <P>
          Des questions avant de commencer ? Le <PageLink to="/faqs-help-center">centre d’aide</PageLink> répond à
          celles qu’on nous pose le plus souvent, et les collectionneurs au Canada devraient d’abord lire notre{' '}
          <PageLink to={`/${CANADA_FRENCH_PATH}`}>page canadienne</PageLink>.
        </P>
      </Section>
    </>
  );
}

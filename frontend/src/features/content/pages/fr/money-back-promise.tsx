import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Une étiquette ne vaut que ce qu’il y a derrière elle. Quand vous, ou un propriétaire subséquent, vous fiez à une
        étiquette Certus, vous vous fiez à nos évaluateurs, à nos spécialistes de la restauration et à nos
        authentificateurs. S’ils se trompent, c’est nous qui payons pour l’erreur, pas vous. Cette page explique
        précisément ce que cela signifie.
      </P>

      <Section title="Ce que couvre la garantie">
        <TermTable
          caption="Les erreurs couvertes par la garantie de remboursement et ce que nous faisons"
          headings={['Si nous avons commis cette erreur', 'Nous faisons ceci']}
          rows={[
            [
              'Erreur de classement : la note de l’étiquette est plus élevée que ce que le livre méritait, en raison d’un défaut présent au moment du classement.',
              'Rembourser tous les frais qui nous ont été payés pour ce livre, et payer la différence de juste valeur marchande entre la note de l’étiquette et la note exacte ou, si vous le préférez, racheter le livre à la juste valeur marchande de la note de son étiquette.',
            ],
            [
              'Restauration non signalée : le livre était restauré au moment du classement et l’étiquette ne le dit pas.',
              'Rembourser tous les frais payés pour ce livre, et payer la différence de juste valeur marchande entre le livre tel qu’étiqueté et le livre avec sa restauration signalée, ou le racheter à la valeur du livre tel qu’étiqueté.',
            ],
            [
              'Erreur de signature : une signature que nous avons certifiée sur une étiquette Authentic ou Verified se révèle non authentique.',
              'Rembourser tous les frais payés pour ce livre, et payer la différence de juste valeur marchande entre le livre avec la signature certifiée et le même livre non signé.',
            ],
            [
              'Erreur d’identification : le titre, le numéro, l’année, l’éditeur ou la variante de l’étiquette est erroné.',
              'Corriger l’étiquette et remettre le livre en boîtier sans frais, et rembourser les frais de ce livre si l’erreur a touché sa valeur.',
            ],
          ]}
        />
        <P>
          La juste valeur marchande est établie au moment de la réclamation, d’après les ventes publiques récentes du
          même livre à la note en cause, avec la même catégorie d’étiquette. Quand les ventes sont trop peu nombreuses,
          nous utilisons les ventes comparables les plus proches et expliquons comment nous sommes arrivés au montant.
        </P>
      </Section>

      <Section title="Qui peut réclamer, et jusqu’à quand">
        <P>
          La garantie suit le livre. Quiconque possède un livre certifié par Certus peut faire une réclamation, et non
          seulement la personne qui l’a soumis, et il n’y a aucune limite de temps tant que le livre est dans son
          boîtier d’origine, avec le scellé intact et l’étiquette non modifiée.
        </P>
      </Section>

      <Section title="Ce que la garantie ne couvre pas">
        <Bullets
          items={[
            'Un boîtier qui a été ouvert, fêlé, percé, rescellé ou autrement altéré, ou une étiquette qui a été modifiée ou remplacée.',
            'Les changements survenus après l’encapsulation : les dommages au boîtier, et les changements au livre qu’il contient causés par la chaleur, l’humidité, la lumière ou un choc.',
            'Les divergences d’opinion. Le classement est un jugement d’expert ; un deuxième avis à un cran de distance sur l’échelle, sans défaut que nous aurions manqué, n’est pas une erreur.',
            <>
              Les livres que nous avons retournés sans boîtier, y compris les livres{' '}
              <PageLink to="/rawgrade">Raw Grade</PageLink> et les livres sous un seuil de note, car nous ne pouvons pas
              savoir comment ils ont été manipulés ensuite.
            </>,
            <>
              Le résultat du pressage. Le pressage n’est jamais garanti d’améliorer une note ; les{' '}
              <PageLink to="/pressingterms">conditions du pressage</PageLink> s’appliquent au pressage.
            </>,
            'Les pertes indirectes, comme une vente manquée ou une variation des prix du marché sans lien avec notre erreur.',
          ]}
        />
      </Section>

      <Section title="Comment faire une réclamation">
        <Bullets
          ordered
          items={[
            'Communiquez avec le service à la clientèle en indiquant le numéro de certification et une brève description de l’erreur que nous aurions commise, avec toute preuve dont vous disposez (par exemple des photos, ou le rapport d’un spécialiste de la restauration).',
            'Nous vous indiquons comment envoyer le livre. Pour les réclamations que nous acceptons d’étudier, nous payons l’expédition assurée dans les deux sens.',
            'Un évaluateur ou un authentificateur principal qui n’a pas travaillé à la certification d’origine examine le livre et vous remet une décision écrite.',
            'Si la réclamation est accueillie, nous payons ou rachetons le livre comme décrit ci-dessus dans les 30 jours suivant la décision. Sinon, nous vous retournons le livre dans son boîtier, sans l’ouvrir.',
          ]}
        />
        <P>
          Cette garantie s’ajoute aux droits que vous accordent nos{' '}
          <PageLink to="/terms">conditions d’utilisation</PageLink> et la loi, et ne les remplace pas. Les
          remboursements de commandes pour d’autres raisons relèvent de notre{' '}
          <PageLink to="/refund">politique de remboursement</PageLink>.
        </P>
      </Section>
    </>
  );
}

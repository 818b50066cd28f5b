import { P, PageLink, Section, Bullets, RowTable } from '../../components/prose.tsx';

const criteria: readonly (readonly [criterion: string, certus: string, ask: string])[] = [
  ['Échelle de classement', 'L’échelle standard de 10 points, de 10.0 à 0.5, plus Incomplete et Coverless, avec les noms de notes habituels.', 'L’échelle est-elle celle que les acheteurs connaissent, et les noms et définitions des notes sont-ils publiés ?'],
  ['Évaluateurs par livre', 'Deux évaluateurs indépendants et un finalisateur pour chaque livre certifié.', 'Combien de personnes classent chaque livre, et voient-elles la valeur déclarée ?'],
  ['Restauration', 'Détectée à la loupe et sous lumière ultraviolette avant le classement ; indiquée sur l’étiquette quand elle est trouvée.', 'La restauration est-elle indiquée sur l’étiquette même, et le pressage est-il traité autrement que la restauration ?'],
  ['Signatures', 'Signatures devant témoin sur une étiquette jaune Authentic ; signatures sans témoin comparées à des exemples de référence pour une étiquette rouge Verified.', 'Les signatures sans témoin sont-elles acceptées, et comment les distingue-t-on des signatures devant témoin ?'],
  ['Pressage', 'Pressage et nettoyage à sec faits chez nous, avec une présélection facultative qui ne presse que les livres susceptibles d’y gagner.', 'Le pressage est-il fait par l’entreprise de classement ou par un tiers, et existe-t-il une option de présélection ?'],
  ['Étiquette et vérification', 'Un numéro de certification de 14 caractères sur chaque étiquette, consultable dans notre rapport de population.', 'Tout le monde peut-il vérifier une étiquette en ligne, et que montre la fiche ?'],
  ['Délais', 'Des jours ouvrables par niveau de service, avec des règles publiées sur ce qui ajoute des jours.', 'Le délai est-il compté à partir de la réception ou du classement, et qu’est-ce qui l’allonge ?'],
  ['Prix', 'Affichés par livre dans le formulaire de soumission avant le paiement.', 'Y a-t-il des suppléments après le classement, et quand ?'],
  ['Garantie', 'Une garantie de remboursement écrite couvrant les erreurs de classement, de restauration et de signature.', 'Qu’est-ce qui est garanti, pour combien de temps, et qu’exige une réclamation ?'],
  ['Types', 'Bandes dessinées, magazines et mangas, plus l’art original et les couvertures esquissées.', 'Les magazines et les mangas sont-ils acceptés, et dans des boîtiers faits pour eux ?'],
];

const comparisonCaption = 'Certus comparé à un autre service de classement, critère par critère';

export default function Page() {
  return (
    <>
      <P>
        Choisir une entreprise de classement, c’est choisir l’avis qui accompagnera votre livre pour le reste de son
        existence. Nous préférons que vous choisissiez bien plutôt que de nous choisir : cette page présente donc les
        critères qui comptent et la réponse de Certus à chacun. Nous ne décrivons pas ici les services des autres
        entreprises : ils changent, et ces entreprises sont les mieux placées pour les décrire. La colonne de droite
        vous donne plutôt la question à poser.
      </P>

      <Section title="Côte à côte">
        <RowTable caption={comparisonCaption} minWidth={640} headings={['Critère', 'Certus', 'Quoi demander à un autre service']} rows={criteria} />
      </Section>

      <Section title="Quand un autre service pourrait mieux vous convenir">
        <Bullets
          items={[
            'Vous habitez au Canada et voulez soumettre dès aujourd’hui : les soumissions depuis le Canada sont actuellement suspendues chez Certus.',
            'Vous vendez dans un marché où les acheteurs réclament le boîtier d’une entreprise en particulier. C’est le marché qui fixe les prix, et vous devriez le suivre.',
            'Vous voulez faire restaurer un livre. Nous ne restaurons pas de livres ; nous détectons et signalons seulement la restauration.',
            'Vous voulez faire reclasser un livre par une deuxième entreprise pour vérifier notre avis. C’est une démarche sensée pour un livre de valeur.',
          ]}
        />
      </Section>

      <Section title="Consultez les détails">
        <P>
          Ce que nous affirmons sur cette page s’appuie sur les pages détaillées : le{' '}
          <PageLink to="/grading-certification-process">processus de classement</PageLink>, l’
          <PageLink to="/comics-grading-scale">échelle de classement</PageLink>, le{' '}
          <PageLink to="/verified-signature-program">programme de signatures Verified</PageLink> et notre{' '}
          <PageLink to="/money-back-promise">garantie de remboursement</PageLink>. Si quoi que ce soit ici cessait
          d’être vrai, ces pages changeraient en premier.
        </P>
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Il arrive qu’un livre doive revenir à une date précise : une échéance de consignation aux enchères, un congrès,
        une vente. Les services express font passer un livre devant la file normale. Ils changent le temps d’attente du
        livre, jamais le soin avec lequel il est examiné : un livre express passe par la même détection de la
        restauration, les mêmes deux évaluateurs et le même finalisateur que tous les autres.
      </P>

      <Section title="Un classement plus rapide">
        <TermTable
          caption="Options de classement plus rapide"
          headings={['Option', 'Ce qu’elle fait']}
          rows={[
            ['Priority', 'Fait passer le livre devant la file normale de son niveau de service.'],
            ['Express', 'Le classement le plus rapide que nous offrons pour le niveau de service ; le livre est classé dès qu’il est reçu et enregistré.'],
          ]}
        />
        <P>
          Lorsqu’un niveau de service les propose, le formulaire de soumission affiche les options plus rapides à côté du
          livre, avec leur prix et le délai qu’elles donnent. Leur nom varie selon le niveau (par exemple Fast Pass,
          Express, ExpressPlus ou SuperExpress), et en choisir une change le code de service du livre, pour que toute
          personne qui le manipule voie qu’il est sur une voie rapide.
        </P>
      </Section>

      <Section title="Un pressage plus rapide">
        <Bullets
          items={[
            'Pressage : le délai de pressage normal, qui s’ajoute au délai de classement.',
            'Pressage rapide : prend la moitié des jours de pressage normaux.',
            'Pressage express : le temps de pressage le plus court ; certains niveaux de service express l’incluent d’office.',
          ]}
        />
        <P>
          Le papier a besoin de temps pour se détendre et reposer après le pressage, et nous n’écourtons pas cette étape.
          Un pressage plus rapide signifie que votre livre est mis à l’horaire plus tôt, et non qu’il passe moins de
          temps sous presse. Voir le <PageLink to="/pressing">pressage</PageLink> pour savoir en quoi il consiste.
        </P>
      </Section>

      <Section title="Quand l’express n’est pas offert">
        <Bullets
          items={[
            'Les livres soumis déjà dans un boîtier scellé, et les services rendus sur place lors d’un événement, ont leur propre échéancier et aucune option express.',
            'Le travail sur les signatures ajoute toujours ses jours. Une signature faite devant témoin est déjà documentée, mais un examen Verified ne peut pas sauter la comparaison avec les exemples de référence.',
            'Une présélection au pressage ajoute toujours 7 jours, car elle se fait avant que les livres soient pressés.',
          ]}
        />
      </Section>

      <Section title="Planifier en fonction d’une échéance">
        <P>
          Le délai commence quand le colis est reçu et enregistré, et se termine quand le livre est expédié ou prêt à être
          récupéré : ajoutez donc le temps d’expédition dans les deux sens. Choisissez un mode d’expédition de retour
          plus rapide au paiement si la date compte, et signalez-nous une échéance ferme dans les notes de la commande.
          Le calcul du délai est expliqué sur la <PageLink to="/grading-pressing">page des prix et des délais</PageLink>.
        </P>
      </Section>
    </>
  );
}

import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre spéciale de septembre ne valait que pour le mois de septembre et elle est terminée.">
      <P>
        L’offre spéciale de septembre était une promotion saisonnière pour les collectionneurs qui faisaient classer
        leurs livres après la saison estivale des congrès, quand bon nombre d’entre eux reviennent avec de nouvelles
        signatures et de nouvelles trouvailles.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les soumissions payées en septembre.',
          'Des frais réduits pour le pressage des livres soumis au classement dans la même commande.',
          'L’offre s’appliquait aux bandes dessinées, aux magazines et aux mangas, avec la limite habituelle de 100 livres par soumission.',
        ]}
      />
      <P>
        L’offre s’appliquait au moyen d’un code promotionnel au paiement, pour les commandes passées en septembre, et ne
        pouvait pas être combinée à d’autres codes. Le code n’est plus accepté. Les offres saisonnières comme celle-ci
        sont annoncées dans notre infolettre.
      </P>
    </EndedPromotion>
  );
}

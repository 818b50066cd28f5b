import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre spéciale du 4 juillet a duré quelques jours autour de la fête de l’Indépendance américaine et elle est terminée.">
      <P>
        L’offre spéciale du 4 juillet était une courte promotion des fêtes sur le classement et le pressage, offerte
        pour les commandes passées dans les jours entourant le 4 juillet.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les commandes payées pendant la période des fêtes.',
          'Des frais réduits pour le pressage commandé avec le classement dans la même soumission.',
          'Tous les types d’objets de collection : bandes dessinées, magazines et mangas.',
        ]}
      />
      <P>
        L’offre s’appliquait au moyen d’un code promotionnel au paiement et ne pouvait ni être combinée à d’autres codes
        ni s’appliquer aux commandes passées avant ou après la période des fêtes. Les livres soumis dans ce cadre ont
        été classés selon exactement les mêmes normes que tous les autres ; l’offre changeait le prix, jamais le
        classement. Le code n’est plus accepté.
      </P>
    </EndedPromotion>
  );
}

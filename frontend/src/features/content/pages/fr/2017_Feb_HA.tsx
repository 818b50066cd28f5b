import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre de février 2017 pour consignation aux enchères a pris fin le dernier jour de février 2017.">
      <P>
        En février 2017, Certus a proposé une offre aux collectionneurs qui consignaient des livres à une maison de
        vente aux enchères partenaire. Les catalogues d’enchères ferment à dates fixes, et un livre qui rate l’échéance
        attend la vente suivante : l’offre visait donc à faire classer les livres consignés et à les livrer à la maison
        de vente à temps.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les livres soumis avec une entente de consignation de la maison de vente partenaire.',
          'Un délai prioritaire sans frais supplémentaires, calé sur l’échéance de consignation de la vente.',
          'La livraison assurée des livres classés directement à la maison de vente, pour éviter un second transport.',
        ]}
      />
      <P>
        L’offre s’appliquait aux soumissions reçues en février 2017. Les livres consignés dans ce cadre ont été classés
        selon exactement les mêmes normes que tous les autres : l’offre changeait le prix et l’échéancier, jamais le
        classement. Aujourd’hui, ces mêmes besoins liés aux échéances sont comblés par nos services express et par
        l’expédition de retour à l’adresse de votre choix.
      </P>
    </EndedPromotion>
  );
}

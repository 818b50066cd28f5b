import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre spéciale du New York Comic Con a pris fin à la fermeture du salon.">
      <P>
        Au New York Comic Con, Certus a proposé une offre spéciale aux collectionneurs qui visitaient notre kiosque.
        Elle combinait le dépôt sur place et des séances de signatures devant témoin au salon, pour que les livres
        signés pendant le congrès passent directement sous notre garde pour le Programme de signatures authentiques.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les livres enregistrés à notre kiosque pendant le salon.',
          'Des séances de signatures devant témoin avec les invités du salon : notre témoin consignait chaque signature, et les livres restaient sous notre garde jusqu’à leur scellage.',
          'L’expédition de retour assurée des livres classés après le salon, sans avoir à les rapporter soi-même.',
        ]}
      />
      <P>
        L’offre ne s’appliquait qu’aux livres enregistrés au salon. Les signatures devant témoin font toujours partie de
        notre service : les prochaines séances de signatures et les événements sur place sont annoncés dans nos pages
        d’événements, et notre page de nouvelles rend compte des salons auxquels nous participons.
      </P>
    </EndedPromotion>
  );
}

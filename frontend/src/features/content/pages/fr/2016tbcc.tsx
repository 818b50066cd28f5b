import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre spéciale du congrès TBCC 2016 a pris fin à la fermeture du salon, en 2016.">
      <P>
        Pour le congrès TBCC 2016, Certus a proposé une offre spéciale aux collectionneurs qui apportaient leurs livres
        à notre kiosque. C’était une façon de rencontrer les collectionneurs en personne, de répondre de vive voix à
        leurs questions sur le classement et de recevoir des livres sans les risques ni les frais d’une expédition.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les livres déposés à notre kiosque pendant le salon.',
          'Des consultations gratuites au kiosque : nos évaluateurs examinaient les livres avec leurs propriétaires et expliquaient lesquels valaient la peine d’être soumis et quels défauts le pressage pouvait corriger.',
          'Les livres étaient enregistrés au kiosque dans une soumission, rapportés par notre personnel et retournés par envoi assuré.',
        ]}
      />
      <P>
        L’offre ne s’appliquait qu’aux livres enregistrés au salon, pendant le salon. Les commandes passées ensuite ont
        été facturées aux tarifs courants de l’époque. Si vous avez une commande de ce salon et une question à son
        sujet, communiquez avec le service à la clientèle en indiquant le numéro de commande.
      </P>
    </EndedPromotion>
  );
}

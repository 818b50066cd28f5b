import { EndedPromotion } from '../../components/ended-promotion.tsx';
import { Bullets, P, PageLink } from '../../components/prose.tsx';

export default function Page() {
  return (
    <EndedPromotion lang="fr" ended="L’offre d’octobre sur le classement de livres anciens ne valait que pour le mois d’octobre et elle est terminée.">
      <P>
        L’offre d’octobre visait les livres anciens : ceux dont la date de couverture est antérieure à 1984, des âges
        de platine, d’or, atomique, d’argent et de bronze. Les livres anciens demandent plus de temps pour être bien
        classés, car un papier plus vieux, une impression plus ancienne et un risque accru de restauration exigent un
        examen plus minutieux ; l’offre devait encourager les collectionneurs à faire examiner ces livres.
      </P>
      <Bullets
        items={[
          'Des frais de classement réduits pour les livres dont la date de couverture est antérieure à 1984, soumis en octobre.',
          'La détection complète de la restauration à la loupe et sous lumière ultraviolette, comme pour tout livre.',
          'La qualité des pages inscrite sur chaque étiquette, comme aujourd’hui.',
        ]}
      />
      <P>
        L’offre s’appliquait au moyen d’un code promotionnel au paiement en octobre, et le code n’est plus accepté. La
        façon dont l’âge et la valeur déterminent aujourd’hui le niveau de service est expliquée sur la{' '}
        <PageLink to="/grading-pressing">page des prix et des délais</PageLink>, et les époques elles-mêmes sur la page
        de l’<PageLink to="/comics-grading-scale">échelle de classement</PageLink>.
      </P>
    </EndedPromotion>
  );
}

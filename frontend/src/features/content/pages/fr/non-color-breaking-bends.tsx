import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Courbures sans bris de couleur"
        helps="Oui, dans presque tous les cas."
        result="La courbure disparaît d’habitude complètement ; la zone redevient plane et reflète la lumière comme le reste de la couverture."
        risk="Très faible. Une courbure qui cache un petit bris de couleur laissera voir ce bris une fois aplanie."
      />

      <Section title="Qu’est-ce qu’une courbure ?">
        <P>
          Une courbure est une déformation douce du papier : un coin qui a été replié vers l’arrière, une couverture qui
          a pris la forme d’une boîte mal remplie, un livre qui a été roulé. Les fibres du papier ont été déplacées hors
          de leur plan sans être pliées net, si bien qu’aucune ligne ne marque l’endroit où elles auraient cédé. Tenez
          le livre en angle sous une lumière : une courbure apparaît comme un changement graduel du reflet plutôt que
          comme une ligne nette.
        </P>
        <P>
          « Sans bris de couleur » signifie que l’encre en surface est intacte. Si vous voyez une fine ligne blanche là
          où la couleur a craqué, la courbure est devenue un pli avec bris de couleur, et c’est un autre défaut.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          Les courbures sont le défaut que le pressage corrige le mieux. Avec un peu d’humidité et de chaleur, les
          fibres se détendent et, sous une pression uniforme, elles se remettent à plat. Comme rien ne s’est brisé, il
          ne reste d’habitude aucune trace, et la note n’est plus limitée par la courbure.
        </P>
        <P>
          L’amélioration de la note dépend de ce que le livre présente d’autre. Sur un livre moderne par ailleurs
          impeccable, une courbure sur la couverture avant peut être la seule chose qui sépare un 9.4 d’un 9.8. Sur un
          livre qui présente des plis de tension au dos, de l’usure et un pli avec bris de couleur, retirer une
          courbure aide beaucoup moins.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Une courbure peut cacher un minuscule bris de couleur à son point le plus marqué. Une fois la courbure disparue, ce bris est plus facile à voir.',
            'Un papier très ancien et cassant peut ne pas tolérer l’humidité ; nous refusons alors de le presser plutôt que de risquer l’écaillage.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : un coin ou une zone de la couverture qui ne reste pas à plat, visible comme une légère déformation
          sous une lumière rasante. Après : une couverture plane au reflet uniforme et, dans la plupart des cas, aucune
          trace de la courbure. Rangez le livre à plat, dans une pochette et un carton de la bonne taille, pour qu’elle
          ne revienne pas.
        </P>
        <P>
          Comparez avec les <PageLink to="/non-color-breaking-creases">plis sans bris de couleur</PageLink>, plus nets
          et plus difficiles à éliminer.
        </P>
      </Section>
    </>
  );
}

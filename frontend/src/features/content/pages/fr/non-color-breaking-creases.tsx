import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Plis sans bris de couleur"
        helps="Souvent, mais moins complètement que pour les courbures."
        result="Les plis légers deviennent d’habitude très difficiles à voir ; les plis profonds sont réduits à une fine ligne."
        risk="Faible. Un pli dont l’encre est déjà fragilisée peut laisser voir un bris de couleur une fois aplani."
      />

      <Section title="Qu’est-ce qu’un pli ?">
        <P>
          Un pli est une courbure marquée d’une ligne. Là où une courbure est une forme arrondie et douce, un pli
          présente une arête nette, là où le papier a été plié et où les fibres ont été comprimées d’un côté et étirées
          de l’autre. Les plis sont surtout fréquents aux coins, le long du dos (les plis de tension du dos) et en
          travers de la couverture, là où un livre a été plié ou écrasé.
        </P>
        <P>
          Un pli est « sans bris de couleur » quand l’encre le long de l’arête est encore intacte. Inclinez le livre
          sous une lumière : si le pli apparaît comme une ligne dans le reflet mais que la couleur n’est pas brisée, il
          pourra bien s’atténuer au pressage. Si l’arête laisse voir le papier blanc, l’encre a craqué et le pressage ne
          peut pas le cacher.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          Oui, dans une mesure qui dépend de la netteté et de l’âge du pli. Les fibres comprimées le long de l’arête se
          détendent sous l’effet de l’humidité et de la pression, et l’arête s’aplanit. Un léger pli de coin disparaît
          souvent à l’œil nu ; un pli profond en travers de la couverture est aplani, mais laisse d’habitude une fine
          ligne visible sous une lumière rasante. Les évaluateurs jugent une ligne aplanie et à peine visible bien plus
          favorablement qu’un pli en relief : même une amélioration partielle peut valoir une note.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'L’encre le long d’un pli net est souvent déjà fragilisée. L’aplanir peut ouvrir un bris de couleur très fin qui se serait produit de toute façon.',
            'Un pli qui rejoint un bord peut s’accompagner d’une minuscule déchirure au bord. Le pressage ne la referme pas, et une déchirure est notée comme une déchirure.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : une ligne nette que l’on sent du bout du doigt et que l’on voit dans le reflet sous presque tous les
          angles. Après : la surface est plane ; un pli léger devient difficile à repérer, un pli profond apparaît comme
          une fine ligne sous certains angles seulement. Nous ne promettons pas qu’un pli disparaîtra, et nos
          presseurs vous diront quand un pli est trop profond pour que le pressage en vaille la peine.
        </P>
        <P>
          Les déformations plus douces sont traitées à la page des{' '}
          <PageLink to="/non-color-breaking-bends">courbures sans bris de couleur</PageLink> ; les plis le long du dos
          sont abordés avec le <PageLink to="/spine-roll">dos roulé</PageLink>.
        </P>
      </Section>
    </>
  );
}

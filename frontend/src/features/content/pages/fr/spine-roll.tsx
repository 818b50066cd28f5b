import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Dos roulé"
        helps="Souvent, en partie ou complètement."
        result="Le dos revient vers le pli et le livre retrouve son équerre ; un léger roulement résiduel peut subsister."
        risk="Les plis de tension du dos qui ont brisé la couleur restent visibles ; un dos plié au mauvais endroit garde un pli qui ne peut pas bouger."
      />

      <Section title="Qu’est-ce qu’un dos roulé ?">
        <P>
          Le dos roulé apparaît quand un livre est lu replié sur lui-même, ou lu souvent de la même façon. Au lieu de se
          trouver bien d’équerre sur le pli, le dos glisse vers la couverture avant ou arrière, et les pages s’étalent en
          éventail de façon inégale sur le bord droit. En regardant le livre de face, on voit une bande de la couleur
          de la couverture arrière le long du bord gauche, ou bien la couverture avant s’enroule sur l’arrière.
        </P>
        <P>
          Le dos roulé est un défaut structurel : il change la forme du livre entier, pas seulement sa surface. Il est
          fréquent sur les livres beaucoup lus de toutes les époques, et les évaluateurs le traitent comme un défaut
          modéré qui limite la note d’exemplaires par ailleurs beaux.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          Souvent, oui. Une fois le livre détendu par l’humidité, les presseurs ramènent doucement la couverture pour que
          le dos repose sur le pli, puis pressent le livre d’équerre. Les roulements légers peuvent être corrigés
          complètement. Les plus prononcés s’améliorent, mais le papier a été plié au mauvais endroit pendant longtemps,
          et une fine ligne peut subsister là où se trouvait l’ancien pli.
        </P>
        <P>
          Le pressage ne déplace pas les agrafes et ne replie pas le livre autour de nouvelles agrafes. Un livre dont les
          agrafes ont été posées hors du pli à l’imprimerie présente un défaut de pliage de fabrication, et non un dos
          roulé : le pressage ne peut pas le changer.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Les dos roulés portent d’habitude des plis de tension. Ceux qui ont brisé la couleur restent visibles une fois le dos redressé, et peuvent même paraître plus évidents quand le dos est à sa place.',
            'Un dos fendu ou fragile aux agrafes peut s’abîmer davantage si on le déplace ; nous examinons les agrafes et le dos avant de décider.',
            'Un roulement prononcé peut revenir en partie avec le temps si le livre est relu de la même façon.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : la couleur de la couverture arrière visible le long du bord avant, des pages en éventail, un livre qui
          ne tient pas d’équerre. Après : le dos sur le pli ou tout près, des bords de pages réguliers et un livre
          d’équerre ; les plis de tension avec bris de couleur sont toujours là. Lisez les livres sujets au roulement
          ouverts à plat sur une table plutôt que repliés, ou mieux, lisez une réédition.
        </P>
        <P>
          À lire aussi : les <PageLink to="/non-color-breaking-creases">plis sans bris de couleur</PageLink> et la{' '}
          <PageLink to="/pressing">présentation du pressage</PageLink>.
        </P>
      </Section>
    </>
  );
}

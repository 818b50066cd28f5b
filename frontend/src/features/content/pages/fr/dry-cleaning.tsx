import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Saleté de surface et traces de manipulation"
        helps="Oui : le nettoyage à sec avant le pressage enlève ce qui repose en surface."
        result="Une couverture plus éclatante, surtout si elle est blanche ou pâle ; les marques dans le papier restent."
        risk="Faible. Frotter une surface fragile ou mate peut la ternir : le nettoyage s’arrête là où la surface en souffrirait."
      />

      <Section title="Qu’est-ce que le nettoyage à sec ?">
        <P>
          Le nettoyage à sec enlève la saleté qui repose à la surface de la couverture : poussière, traces de doigts,
          bavures de crayon, crasse de tablette et voile gris que les couvertures blanches accumulent au fil des années
          de manipulation. Nos presseurs travaillent avec des gommes douces et des pinceaux, à la main et par petites
          zones, en vérifiant la surface à la loupe au fur et à mesure. Aucune eau, aucun solvant, aucun javellisant ni
          produit chimique n’est utilisé, et rien n’est ajouté au papier.
        </P>
        <P>
          Le nettoyage à sec se fait habituellement juste avant le pressage, car presser la saleté dans un papier tiède
          et détendu la rendrait plus difficile à enlever par la suite. Comme le pressage, il n’enlève rien qui
          appartienne au livre et n’y ajoute rien, et nous ne le considérons pas comme une restauration.
        </P>
      </Section>

      <Section title="Ce qu’il enlève et ce qu’il n’enlève pas">
        <Bullets
          items={[
            'Il enlève : la poussière, la crasse de surface, bien des traces de doigts, le crayon léger et la grisaille qui donne un ton crème à une couverture blanche.',
            'Il n’enlève pas : les taches imprégnées (eau, nourriture, huile, rousseurs), le brunissement du papier, l’écriture à l’encre, les tampons, les résidus de ruban adhésif ni la moisissure.',
            'Il ne redonne pas le lustre. Une couverture devenue mate à l’usure le reste, même si elle peut paraître plus éclatante.',
          ]}
        />
        <P>
          Enlever des taches incrustées dans le papier exige un lavage ou un traitement chimique. Ce sont des techniques
          de restauration : nous ne les pratiquons pas, et nous les détectons et les signalons quand nous les trouvons
          sur des livres soumis au classement.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Les couvertures mates, non couchées ou en papier journal sont tendres. Les frotter peut laisser un léger lustre ou soulever des fibres : nous les nettoyons donc légèrement, ou pas du tout.',
            'Les couvertures foncées montrent davantage le frottement que les pâles. Nous faisons d’abord un essai sur une petite zone cachée.',
            'Un crayon appuyé fort laisse un sillon une fois le graphite parti ; voir les empreintes d’écriture.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : une couverture terne ou grise, surtout dans les zones blanches et le long du dos, là où les mains la
          tiennent. Après : des blancs et des couleurs plus propres et plus éclatants. La différence est souvent plus
          grande que prévu sur les couvertures blanches et pâles, et plus modeste sur les foncées. Le nettoyage à sec
          est compris dans notre <PageLink to="/pressing">pressage</PageLink> quand le livre en profite ; voir aussi
          les <PageLink to="/writing-indents">empreintes d’écriture</PageLink>.
        </P>
      </Section>
    </>
  );
}

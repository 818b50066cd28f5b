import { AgeTable } from '../../components/age-table.tsx';
import { Bullets, P, PageLink, Section, RowTable } from '../../components/prose.tsx';

/**
 * The 10-point scale as our grade slider offers it, from the top down. The grade names stay in English: they
 * are the names printed on the label and used by buyers in every market.
 */
const grades: readonly (readonly [grade: string, name: string, description: string])[] = [
  ['10.0', 'Gem Mint (GM)', 'Un livre parfait à tous égards, sans aucun défaut de fabrication ni de manipulation visible à la loupe. Exceptionnellement rare.'],
  ['9.9', 'Mint (MT)', 'Presque parfait. Tout au plus un infime défaut de fabrication, visible à un examen très attentif ; aucune usure de manipulation.'],
  ['9.8', 'Near Mint/Mint (NM/M)', 'Plat, lustré et d’équerre, aux coins vifs et aux pages blanches. Tout au plus une minuscule imperfection de reliure ou d’impression.'],
  ['9.6', 'Near Mint+ (NM+)', 'Un livre exceptionnel avec un ou deux défauts très mineurs, comme un petit pli de tension au dos sans bris de couleur.'],
  ['9.4', 'Near Mint (NM)', 'Presque neuf. Usure mineure, comme des coins légèrement émoussés ou quelques minuscules plis de tension ; plein lustre et bel attrait visuel.'],
  ['9.2', 'Near Mint- (NM-)', 'Très bien conservé, avec quelques petits défauts de plus qu’un 9.4 : légère usure du dos, petite courbure, usure minime des bords.'],
  ['9.0', 'Very Fine/Near Mint (VF/NM)', 'Excellent attrait visuel avec plusieurs défauts mineurs ; peut présenter un petit bris de couleur au dos.'],
  ['8.5', 'Very Fine+ (VF+)', 'Attrayant et de note élevée, avec une légère usure des bords et des coins et quelques petits plis de tension au dos.'],
  ['8.0', 'Very Fine (VF)', 'Une usure mineure facile à voir : légers plis de tension au dos, coins un peu émoussés, petit pli sans bris de couleur.'],
  ['7.5', 'Very Fine- (VF-)', 'Au-dessus de la moyenne, avec un ensemble de défauts mineurs qui commence à réduire le lustre et la netteté.'],
  ['7.0', 'Fine/Very Fine (FN/VF)', 'Un exemplaire au-dessus de la moyenne, à l’usure générale légère ; petits plis et plis de tension, couleurs encore vives.'],
  ['6.5', 'Fine+ (FN+)', 'Au-dessus de la moyenne, avec une usure visible mais modérée ; une certaine perte de lustre, des plis mineurs.'],
  ['6.0', 'Fine (FN)', 'Un exemplaire lu mais bien conservé : usure, plis et plis de tension au dos modérés, mais complet et attrayant.'],
  ['5.5', 'Fine- (FN-)', 'Usure modérée avec plus de défauts qu’un 6.0, comme une petite déchirure ou une légère tache.'],
  ['5.0', 'Very Good/Fine (VG/FN)', 'Un exemplaire usagé moyen, aux défauts modérés faciles à voir.'],
  ['4.5', 'Very Good+ (VG+)', 'Un peu mieux que VG : usure modérée, possiblement quelques petites déchirures ou un dos roulé.'],
  ['4.0', 'Very Good (VG)', 'Un exemplaire lu et usé, avec une certaine perte de lustre, des plis, de petites déchirures et un dos roulé ; complet et solide.'],
  ['3.5', 'Very Good- (VG-)', 'Une usure plus marquée que VG, avec des défauts plus nombreux et plus grands.'],
  ['3.0', 'Good/Very Good (GD/VG)', 'Une usure importante avec des défauts modérés à majeurs, mais encore entier et lisible.'],
  ['2.5', 'Good+ (GD+)', 'Forte usure ; il peut manquer un petit morceau, ou présenter une déchirure plus longue ou une tache modérée.'],
  ['2.0', 'Good (GD)', 'Un exemplaire très lu aux défauts majeurs, complet et assez solide pour être lu.'],
  ['1.8', 'Good- (GD-)', 'Des défauts majeurs et une usure considérable, un peu mieux que Fair/Good.'],
  ['1.5', 'Fair/Good (FR/GD)', 'Usure étendue ; des morceaux peuvent manquer, la couverture peut être lâche ou détachée.'],
  ['1.0', 'Fair (FR)', 'Très fortement usé et endommagé, mais avec toutes les pages de l’histoire.'],
  ['0.5', 'Poor (PR)', 'Gravement endommagé : gros morceaux manquants, taches importantes, papier cassant ou moisi.'],
  ['0.3', 'Incomplete', 'Un livre auquel il manque des pages de l’histoire, ou dont des pages ont été découpées. La note décrit ce qui reste.'],
  ['0.1', 'Coverless', 'Un livre sans sa couverture, ou dont il manque une si grande partie de la couverture qu’elle n’est plus considérée comme présente.'],
];

const scaleCaption = 'Les notes, de 10.0 Gem Mint à 0.1 Coverless';

export default function Page() {
  return (
    <>
      <P>
        Nous classons sur l’échelle de 10 points que les collectionneurs utilisent depuis des décennies : dix est un
        livre parfait, un demi est un livre qui tient à peine. Chaque chiffre a un nom, et ces noms (Near Mint, Very Fine,
        Fine, Very Good, Good, Fair, Poor) ont chez Certus le même sens que dans les ouvrages de référence du
        classement. Une note décrit le livre entier ; ce n’est pas une moyenne de ses bons et de ses mauvais côtés, et
        c’est d’habitude le défaut le plus grave qui fixe le plafond.
      </P>

      <Section title="Toutes les notes de l’échelle">
        <RowTable
          caption={scaleCaption}
          minWidth={560}
          headings={['Note', 'Nom', 'À quoi elle correspond']}
          // The grade names are printed in English on the label (and in the references).
          rows={grades.map(([grade, name, description]) => [grade, <span lang="en">{name}</span>, description])}
          unbroken={[0, 1]}
        />
      </Section>

      <Section title="Comment une note est établie">
        <P>
          Les évaluateurs examinent le livre dans un ordre fixe pour ne rien manquer : la structure et la reliure dans
          leur ensemble, la couverture (lustre, couleur, plis, déchirures, taches), le dos (plis de tension, roulement,
          fentes), les bords et les coins, les agrafes (rouille, migration, agrafes arrachées) et enfin l’intérieur. Un
          défaut pèse plus lourd quand il brise la couleur de la couverture, quand il se trouve sur le devant plutôt que
          sur l’arrière, et quand il est grand ou facile à voir à bout de bras. L’attrait visuel compte au sommet de
          l’échelle, où quelques défauts bien placés peuvent séparer un 9.6 d’un 9.8.
        </P>
        <P>
          Les mêmes définitions s’appliquent à toutes les époques. Un livre de l’âge d’or n’est pas classé avec plus
          d’indulgence parce qu’il est ancien ; ce qui change avec l’âge, c’est la fréquence de certains défauts de
          fabrication, comme les couvertures décentrées et les coupes irrégulières. Les défauts de fabrication sont jugés
          selon leur effet sur l’apparence du livre, tout comme l’usure.
        </P>
      </Section>

      <Section title="Qualité des pages">
        <P>
          Le papier fonce en vieillissant. L’étiquette indique la qualité des pages à part de la note, avec les
          mentions anglaises d’usage, des plus claires aux plus foncées :{' '}
          <span lang="en">White, Off-white to white, Off-white, Cream to off-white, Cream, Tan to cream, Tan</span>,
          c’est-à-dire de blanches à beiges, jusqu’à <span lang="en">Brittle</span> (cassantes). Des pages cassantes se
          brisent quand on les plie et limitent fortement la note, car le livre ne peut plus être manipulé sans risque.
        </P>
      </Section>

      <Section title="L’époque sur l’étiquette">
        <AgeTable />
      </Section>

      <Section title="La restauration et la note">
        <P>
          La note décrit toujours le livre tel qu’il est aujourd’hui. Si nous trouvons une restauration, l’étiquette le
          dit et la nomme, pour qu’un 8.0 restauré ne puisse pas être confondu avec un 8.0 non restauré. La restauration
          n’est pas le pressage : le pressage et le nettoyage à sec n’ajoutent rien au livre et ne sont pas indiqués.
          Pour en savoir plus, voir <PageLink to="/grading-certification-process">le processus de classement</PageLink>.
        </P>
        <Bullets
          items={[
            <>
              Vous hésitez à faire encapsuler ? Un <PageLink to="/rawgrade">Raw Grade</PageLink> vous donne notre note
              sans le boîtier.
            </>,
            <>
              Une courbure ou une ondulation coûterait-elle une note à votre livre ? Voyez ce que le{' '}
              <PageLink to="/pressing">pressage</PageLink> peut corriger, ou non.
            </>,
          ]}
        />
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Le pressage est l’aplanissement contrôlé d’un livre au moyen de l’humidité, d’une douce chaleur, de la pression et
        du temps. Les fibres de papier courbées ou ondulées se détendent et se remettent à plat, et bien des défauts qui
        coûtent une note ou deux à un livre disparaissent tout simplement. Le nettoyage à sec, habituellement fait en
        premier, enlève la saleté de surface sans eau ni solvant. Ni l’un ni l’autre n’ajoute quoi que ce soit au livre :
        c’est pourquoi, comme la plupart des collectionneurs, nous ne les considérons pas comme de la restauration et ne
        les indiquons pas sur l’étiquette.
      </P>

      <Section title="Ce que le pressage peut corriger">
        <P>Les défauts qui courbent ou déforment le papier sans briser l’encre à sa surface :</P>
        <Bullets
          items={[
            <>
              Les <PageLink to="/non-color-breaking-bends">courbures sans bris de couleur</PageLink>, d’habitude
              complètement.
            </>,
            <>
              Les <PageLink to="/non-color-breaking-creases">plis sans bris de couleur</PageLink>, souvent au point
              d’être difficiles à trouver.
            </>,
            <>
              Les <PageLink to="/writing-indents">empreintes d’écriture</PageLink> imprimées dans la couverture.
            </>,
            <>
              Les <PageLink to="/overhang-bends">courbures des rebords débordants</PageLink> le long d’une couverture
              surdimensionnée.
            </>,
            <>
              Les <PageLink to="/rippling">ondulations</PageLink> et les vagues d’humidité.
            </>,
            <>
              Le <PageLink to="/spine-roll">dos roulé</PageLink>, dans certaines limites.
            </>,
            <>
              La saleté de surface, les traces de doigts et de manipulation, par le{' '}
              <PageLink to="/dry-cleaning">nettoyage à sec</PageLink>.
            </>,
          ]}
        />
      </Section>

      <Section title="Ce que le pressage ne peut pas corriger">
        <TermTable
          caption="Les défauts que le pressage n’élimine pas"
          headings={['Défaut', 'Pourquoi']}
          rows={[
            ['Plis avec bris de couleur et plis de tension du dos', 'L’encre a craqué et le papier blanc dessous est visible. Le pressage aplanit le papier, mais ne peut pas remettre l’encre.'],
            ['Déchirures, parties manquantes et éclats', 'Rien n’est ajouté au livre ; refermer ou combler une déchirure est une restauration.'],
            ['Taches, rousseurs et marques d’eau', 'Elles sont dans le papier, pas dessus ; les enlever exige un lavage, ce que nous ne faisons pas.'],
            ['Brunissement et pages cassantes', 'La pression ne peut pas inverser la chimie du papier.'],
            ['Écriture à l’encre, tampons et ruban adhésif', 'Le pressage peut atténuer le creux laissé par un stylo, pas l’encre. Le ruban adhésif et ses résidus ne sont pas enlevés.'],
            ['Agrafes rouillées ou lâches', 'Nous n’enlevons, ne nettoyons et ne remplaçons jamais les agrafes.'],
            ['Décoloration et ombre du soleil', 'La couleur perdue ne revient pas.'],
          ]}
        />
      </Section>

      <Section title="La note sera-t-elle meilleure ?">
        <P>
          Seulement si les défauts que le pressage élimine sont ceux qui limitent la note. Un 9.0 dont les seuls défauts
          sont une légère courbure et une ondulation peut revenir à 9.6 ou 9.8 ; un 6.0 avec un pli à bris de couleur
          et une petite déchirure restera un 6.0 après le pressage, car ce sont le pli et la déchirure qui fixent la
          note. Avant de presser un livre, nos presseurs regardent ce qui limite sa note et vous disent franchement
          quand ils ne prévoient aucun gain.
        </P>
        <P>
          Si vous envoyez cinq livres admissibles ou plus, la présélection au pressage le fait pour vous : nous examinons
          d’abord chaque livre et ne pressons que ceux qui ont des chances d’y gagner, et la présélection ajoute 7 jours
          au délai.
        </P>
      </Section>

      <Section title="Les risques">
        <P>
          Bien fait, le pressage est sans danger pour la grande majorité des livres, et nos presseurs travaillent
          uniquement chez nous, dans des conditions contrôlées. Il s’agit tout de même d’un procédé physique appliqué à
          du papier ancien, et nous voulons que vous sachiez ce qui peut arriver avant de le choisir :
        </P>
        <Bullets
          items={[
            'Les bords fragiles ou cassants peuvent s’écailler, et les déchirures existantes peuvent s’allonger légèrement.',
            'Le pressage peut rendre d’autres défauts plus visibles une fois que les courbures ne les cachent plus, comme un bris de couleur dans un pli.',
            'Les couvertures gaufrées, texturées ou métallisées peuvent perdre un peu de leur relief ; nous refusons de les presser quand le risque est réel.',
            'Un livre pressé au mieux ne peut pas obtenir une note plus élevée que ne le permettent ses défauts restants.',
          ]}
        />
        <P>
          Les conditions complètes, y compris ce que nous faisons en cas de problème, figurent dans nos{' '}
          <PageLink to="/pressingterms">conditions du service de pressage</PageLink>.
        </P>
      </Section>

      <Section title="Commander un pressage">
        <P>
          Choisissez le pressage pour un livre dans le <PageLink to="/submit">formulaire de soumission</PageLink>, à la
          vitesse normale, en pressage rapide (la moitié des jours de pressage) ou en pressage express. Le pressage n’est
          pas offert pour l’art original, pour les livres soumis dans un boîtier scellé ni pour les services sur place.
          Les prix et les délais sont expliqués sur la{' '}
          <PageLink to="/grading-pressing">page des prix et des délais</PageLink>.
        </P>
      </Section>
    </>
  );
}

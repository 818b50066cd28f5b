import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Ondulations et vagues d’humidité"
        helps="Oui, dans la plupart des cas."
        result="La couverture et les pages redeviennent planes ; le livre se referme d’équerre."
        risk="Les ondulations dues à un dégât d’eau s’accompagnent de taches que le pressage n’enlève pas ; les vagues peuvent revenir si le livre est mal rangé."
      />

      <Section title="Qu’est-ce qu’une ondulation ?">
        <P>
          Une ondulation est une vague qui traverse la couverture ou les pages, à peu près parallèle au dos. Le papier
          absorbe l’humidité de l’air et se dilate, et comme la couverture et l’intérieur sont faits de papiers
          différents, ils ne se dilatent pas autant l’un que l’autre. Avec le temps, dans une pièce humide ou dans une
          boîte rangée au sous-sol ou au grenier, la couverture devient un peu trop grande pour sa place et gondole en
          vagues. Les pages intérieures peuvent onduler de la même façon, et un livre qui a été mouillé ondule fortement
          et se tache souvent.
        </P>
        <P>
          L’ondulation nuit à la planéité et au reflet de la couverture, ce que les évaluateurs remarquent aussitôt aux
          notes élevées, et un livre aux pages ondulées ne se referme plus à plat.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          L’ondulation causée par l’humidité est l’un des défauts pour lesquels le pressage a été conçu. Le livre est
          amené à un taux d’humidité contrôlé, pressé à plat puis laissé à reposer, et la couverture et les pages
          sèchent à plat ensemble. Les vagues d’humidité disparaissent habituellement complètement.
        </P>
        <P>
          L’ondulation due à un trempage est une autre histoire. La planéité peut d’habitude être améliorée, mais l’eau
          laisse des auréoles et des taches dans le papier, et affaiblit souvent les agrafes et la reliure. Ces défauts
          demeurent et sont pris en compte dans la note.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Un livre qui a été mouillé peut présenter de la moisissure ou un papier affaibli ; nous l’examinons avant de décider de le presser.',
            'Le papier continue de réagir à son environnement. Un livre pressé rangé dans un endroit humide peut onduler de nouveau, parfois en une seule saison.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : des vagues sur la couverture qui déforment le reflet, parfois un livre qui ne se referme pas à plat.
          Après : une couverture plane et un livre qui se referme d’équerre. Pour qu’il le reste, rangez vos livres dans
          une pièce à l’humidité et à la température stables et modérées, debout dans des boîtes pleines sans être
          serrées, loin des murs extérieurs, des sous-sols et des greniers. L’encapsulation ralentit les échanges
          d’humidité, mais ne les arrête pas complètement.
        </P>
        <P>
          À lire aussi : les <PageLink to="/overhang-bends">courbures des rebords débordants</PageLink> et le{' '}
          <PageLink to="/spine-roll">dos roulé</PageLink>.
        </P>
      </Section>
    </>
  );
}

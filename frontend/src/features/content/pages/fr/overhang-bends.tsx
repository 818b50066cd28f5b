import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Courbures des rebords débordants"
        helps="Oui, pour les courbures sans bris de couleur ni déchirure."
        result="Le rebord qui dépasse redevient plat et droit ; le débordement lui-même demeure."
        risk="Un rebord déjà plié net peut laisser voir un bris de couleur ou une petite déchirure une fois aplani."
      />

      <Section title="Qu’est-ce qu’une courbure de rebord débordant ?">
        <P>
          Bien des livres, surtout des années 1950 à 1970, ont été massicotés de sorte que la couverture dépasse d’un
          ou deux millimètres les pages intérieures. Ce rebord qui déborde n’a rien derrière lui pour le soutenir, et il
          se courbe facilement : le long du bord droit à force de manipulations, en haut et en bas quand le livre est
          rangé debout dans une boîte. Il en résulte un bord ondulé ou retroussé, souvent avec de petites courbures à
          chaque pouce environ.
        </P>
        <P>
          Le débordement est une caractéristique de fabrication ; les évaluateurs acceptent un léger débordement sur les
          livres où il était normal. Ce sont les courbures, les plis et les déchirures qui se forment le long de ce
          rebord qui abaissent la note.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          Les courbures des rebords débordants réagissent bien au pressage tant que l’encre n’a pas craqué. Le rebord
          se détend et est pressé bien à plat et droit, et la couverture retrouve son équerre. Le pressage ne rogne pas
          le débordement et ne change pas le format du livre : rogner un livre est une restauration, que nous
          détectons sur d’autres livres et que nous ne pratiquons jamais.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Un rebord replié net présente généralement un bris de couleur le long du pli. L’aplanir révèle ce bris.',
            'C’est sur les rebords débordants que naissent les petites déchirures de bord. Le pressage peut rendre visible une déchirure cachée, et il ne la referme pas.',
            'Une fois aplani, le rebord reste aussi exposé qu’avant ; sans un rangement adéquat, il se courbera de nouveau.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : un bord de couverture ondulé ou retroussé, avec de légères courbures. Après : un bord plat et droit ;
          tout bris de couleur ou toute déchirure le long de ce bord demeure et est pris en compte dans la note. Rangez
          le livre dans une pochette et un carton adaptés à son époque pour que le rebord soit soutenu.
        </P>
        <P>
          Voir aussi les <PageLink to="/non-color-breaking-bends">courbures sans bris de couleur</PageLink> et les{' '}
          <PageLink to="/rippling">ondulations</PageLink>.
        </P>
      </Section>
    </>
  );
}

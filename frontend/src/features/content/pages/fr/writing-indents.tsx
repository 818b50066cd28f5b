import { DefectSummary } from '../../components/defect-summary.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <DefectSummary
        lang="fr"
        defect="Empreintes d’écriture"
        helps="Le creux, oui ; l’écriture elle-même, non."
        result="Les empreintes sans encre deviennent souvent invisibles ; celles avec encre sont aplanies, mais l’encre demeure."
        risk="Très faible pour l’empreinte. Le pressage n’enlève jamais l’encre, le crayon ni le marqueur."
      />

      <Section title="Qu’est-ce qu’une empreinte d’écriture ?">
        <P>
          Une empreinte d’écriture est un sillon imprimé dans la couverture par un stylo ou un crayon, d’habitude par
          quelqu’un qui écrivait sur une feuille posée sur le livre : une liste d’épicerie, une adresse d’abonnement, un
          prix. L’écriture peut ne pas se trouver sur le livre du tout, seulement son empreinte. Les empreintes se voient
          le mieux sous une lumière rasante, où les lettres apparaissent comme des ombres dans le lustre de la
          couverture. Elles peuvent aussi venir de l’arrière : un nom écrit à l’intérieur de la couverture peut faire
          ressortir des reliefs sur le devant.
        </P>
      </Section>

      <Section title="Le pressage aidera-t-il ?">
        <P>
          Le pressage agit sur les empreintes comme sur les courbures. Le papier comprimé se détend et remonte vers la
          surface, et les empreintes légères disparaissent souvent complètement. Les plus profondes, laissées par un
          stylo à bille appuyé fort, sont atténuées, mais peuvent laisser une légère trace dans le lustre.
        </P>
        <P>
          Ce que le pressage ne peut pas faire, c’est enlever l’écriture. Si l’empreinte porte de l’encre ou du crayon,
          la marque reste : l’enlever exigerait de gommer ou de nettoyer chimiquement, ce qui abîme la surface et compte
          comme une restauration. L’écriture sur une couverture est un défaut dont les évaluateurs tiennent compte ; les
          marques d’arrivée datées et les tampons de distributeur d’époque sont traités avec plus d’indulgence qu’une
          écriture plus récente.
        </P>
      </Section>

      <Section title="Risques">
        <Bullets
          items={[
            'Très peu pour l’empreinte elle-même. Un sillon profond peut laisser une légère ligne dans le lustre, même après le pressage.',
            'L’humidité ne fait pas couler l’encre d’un livre pressé correctement, mais nous prenons des précautions avec les encres hydrosolubles et l’écriture au feutre, et pouvons limiter l’humidité pour ces livres.',
          ]}
        />
      </Section>

      <Section title="À quoi s’attendre">
        <P>
          Avant : des lettres ou des traits visibles comme des ombres dans le reflet de la couverture, parfois avec de
          l’encre. Après : un lustre plat et uniforme là où se trouvait l’empreinte, l’encre éventuelle étant toujours
          présente. Si l’écriture est une signature que vous voulez faire certifier, indiquez-le dans la soumission :
          nous refusons de presser un livre quand le pressage pourrait toucher la signature, et le{' '}
          <PageLink to="/verified-signature-program">Programme de signatures vérifiées</PageLink> explique comment les
          signatures sont examinées.
        </P>
        <P>
          Retour à la <PageLink to="/pressing">présentation du pressage</PageLink>.
        </P>
      </Section>
    </>
  );
}

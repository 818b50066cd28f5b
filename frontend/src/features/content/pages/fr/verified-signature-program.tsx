import { Group } from '@mantine/core';
import { CategoryLabel } from '../../components/category-label.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <Group gap="sm" mb="sm">
        <CategoryLabel category="Verified" />
        <span>L’étiquette rouge</span>
      </Group>
      <P>
        La plupart des livres signés l’ont été sans qu’une entreprise de classement y assiste : à un congrès il y a des
        années, par la poste, lors d’une séance en boutique, avant que vous sachiez que vous voudriez faire certifier la
        signature. Le Programme de signatures vérifiées est conçu pour ces livres. Nos authentificateurs comparent la
        signature à des exemples authentiques connus et, s’ils sont convaincus qu’elle est authentique, le livre est
        certifié sur une étiquette rouge Verified qui nomme le signataire.
      </P>

      <Section title="Ce que nos authentificateurs examinent">
        <Bullets
          items={[
            'Les exemples de référence : des signatures authentiques connues du même signataire, provenant de séances devant témoin et de sources documentées, tout au long de sa carrière. Une signature évolue avec le temps : la comparaison se fait donc avec des exemples de la bonne période.',
            'La forme des lettres, les proportions, ainsi que l’ordre et le sens des traits.',
            'L’aisance : une signature authentique est écrite rapidement, avec des débuts et des fins effilés ; une copie trahit souvent des hésitations, des fins émoussées et une pression inégale.',
            'Les levées de plume, la pression et la façon dont l’encre repose dans le papier, qui montre aussi si la signature a été faite avant ou après un pli ou une marque d’usure.',
            'L’encre et l’outil, et s’ils correspondent à l’époque et à la façon habituelle de signer du signataire.',
            'Si la signature est bien manuscrite : les signatures imprimées, estampées ou faites à la machine (autopen) ne sont pas certifiées comme signatures.',
          ]}
        />
      </Section>

      <Section title="Les résultats possibles">
        <P>
          <strong>Vérifiée.</strong> Le livre est classé et scellé avec l’étiquette rouge Verified, qui nomme chaque
          signataire vérifié.
        </P>
        <P>
          <strong>Non vérifiée.</strong> Nous ne pouvons pas certifier la signature, soit parce qu’elle ne correspond
          pas aux exemples de référence, soit parce que nous n’avons pas assez d’exemples authentiques pour trancher.
          Lors de la soumission, vous nous indiquez quoi faire dans ce cas : classer et encapsuler le livre quand même,
          la signature étant traitée comme une écriture non vérifiée (ce qui peut abaisser la note, comme toute écriture
          sur une couverture), ou vous retourner le livre sans encapsulation. Les frais d’examen s’appliquent dans les
          deux cas, car le travail est le même.
        </P>
      </Section>

      <Section title="Options et règles">
        <Bullets
          items={[
            'Verified Plus est offert dans le formulaire de soumission là où il est disponible, avec ses conditions affichées à côté. Il s’ajoute à Verified : Verified ne peut donc pas être retiré d’un livre tant que Verified Plus est choisi.',
            'Les livres soumis à un service de signature devant témoin sont certifiés sur l’étiquette Authentic ; l’examen Verified ne leur est pas ajouté.',
            'Le travail sur les signatures ajoute des jours au délai ; le formulaire affiche le total par livre.',
          ]}
        />
      </Section>

      <Section title="Notre garantie">
        <P>
          Si une signature que nous avons certifiée Verified se révèle plus tard non authentique, notre{' '}
          <PageLink to="/money-back-promise">garantie de remboursement</PageLink> s’applique. Nous préférons refuser une
          signature plutôt que d’en certifier une dont nous doutons, et c’est pourquoi certaines signatures authentiques
          reviennent non vérifiées : les preuves n’étaient pas assez solides pour que nous y apposions notre nom. Si vous
          faites signer un livre aujourd’hui devant témoin, le{' '}
          <PageLink to="/authentic-signature-program">Programme de signatures authentiques</PageLink> élimine
          complètement la question.
        </P>
      </Section>
    </>
  );
}

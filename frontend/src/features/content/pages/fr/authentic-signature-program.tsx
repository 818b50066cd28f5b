import { Group } from '@mantine/core';
import { CategoryLabel } from '../../components/category-label.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <Group gap="sm" mb="sm">
        <CategoryLabel category="Authentic" />
        <span>L’étiquette jaune</span>
      </Group>
      <P>
        Le Programme de signatures authentiques certifie les signatures dont nous connaissons l’origine de première
        main. Un représentant de Certus regarde le signataire signer votre livre, consigne qui a signé, quand et où, et
        garde le livre dans une chaîne de possession documentée jusqu’à son classement et son scellage. Aucun examen
        d’écriture ne peut égaler cette certitude : c’est pourquoi les signatures faites devant témoin ont leur propre
        étiquette, l’étiquette jaune Authentic.
      </P>

      <Section title="Le déroulement d’une signature devant témoin">
        <Bullets
          ordered
          items={[
            'Vous soumettez le livre pour une séance de signatures à laquelle nous assistons ou que nous organisons : un congrès, une séance en boutique ou une séance privée avec le créateur.',
            'Notre témoin enregistre le livre avant la séance et en consigne les détails.',
            'Le créateur signe devant le témoin, qui consigne le nom du signataire, la date et le lieu de la signature.',
            'Le livre revient aussitôt sous notre garde, scellé, et se rend à notre salle de classement sans passer par d’autres mains.',
            'Il est classé et encapsulé comme tout autre livre, les détails de la signature étant imprimés sur l’étiquette.',
          ]}
        />
        <P>
          Les prochaines séances de signatures et les événements sur place sont annoncés sur notre page des séances de
          signatures. Certaines séances acceptent des livres envoyés par la poste ; l’annonce de l’événement le précise
          le cas échéant.
        </P>
      </Section>

      <Section title="Ce que l’étiquette indique">
        <P>
          L’étiquette Authentic porte la note et les détails habituels du livre et, pour chaque signature certifiée, le
          nom du signataire et la date de la signature. Chacune des signatures d’un même livre est consignée. Un croquis
          ou une remarque dessinés avec la signature sont aussi mentionnés ; voir{' '}
          <PageLink to="/artwork">art original et couvertures esquissées</PageLink>.
        </P>
      </Section>

      <Section title="Règles du programme">
        <Bullets
          items={[
            'Chaque signature faite devant témoin exige le nom du signataire et la date de la signature dans la soumission ; le rapport du témoin doit y correspondre.',
            'Les services de signature devant témoin certifient les signatures dont nous avons été témoins. Ils ne comprennent pas l’examen Verified ou Verified Plus d’autres signatures sur le même livre ; soumettez plutôt ces livres au programme Verified.',
            'Un livre qui quitte notre garde entre la signature et la salle de classement ne peut pas être certifié comme signé devant témoin. Il peut quand même être examiné dans le cadre du programme Verified.',
            'La signature fait partie de l’état du livre : une signature qui a bavé, qui a coulé ou qui a été faite par-dessus un pli est notée telle quelle.',
          ]}
        />
      </Section>

      <Section title="Authentic ou Verified ?">
        <P>
          Les deux étiquettes certifient que la signature est authentique. La différence tient à la façon dont nous le
          savons : une signature Authentic a été vue au moment où elle a été faite ; une signature{' '}
          <PageLink to="/verified-signature-program">Verified</PageLink> a été faite sans nous, puis examinée en la
          comparant à des exemples connus. Les acheteurs apprécient les deux, et bien des collectionneurs préfèrent la
          certitude d’un témoin pour les nouvelles signatures, tout en recourant au programme Verified pour les livres
          signés il y a des années.
        </P>
      </Section>
    </>
  );
}

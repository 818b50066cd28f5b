import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Un Raw Grade est l’avis professionnel de nos évaluateurs sur la note de votre livre, sans encapsulation. Le livre
        est examiné exactement comme pour une certification : détection de la restauration, deux évaluateurs
        indépendants et un finalisateur. La différence tient à ce que vous recevez : votre livre, non scellé, et une
        fiche de sa note et de nos notes dans votre compte, dans la catégorie Raw Grade.
      </P>

      <Section title="Quand un Raw Grade est-il utile ?">
        <Bullets
          items={[
            'Vous choisissez quels livres d’une collection valent la peine d’être encapsulés, et voulez d’abord un avis professionnel.',
            'Vous voulez lire, exposer ou encadrer un livre tout en connaissant sa note.',
            'Vous vendez un livre non encapsulé et voulez le décrire avec la note d’un évaluateur indépendant.',
            'Il vous faut un constat d’état pour un inventaire d’assurance ou une succession.',
            <>
              Vous voulez savoir si le <PageLink to="/pressing">pressage</PageLink> en vaudrait la peine : nos notes
              indiquent quels défauts limitent la note et s’ils sont du genre que le pressage peut atténuer.
            </>,
          ]}
        />
      </Section>

      <Section title="Ce qu’un Raw Grade n’est pas">
        <P>
          Un Raw Grade décrit le livre le jour où nous l’avons examiné. Dès que le livre nous quitte sans être scellé,
          toute manipulation peut changer son état : un Raw Grade n’est donc pas une certification. Il ne comporte ni
          étiquette ni boîtier, et il n’est pas couvert par notre{' '}
          <PageLink to="/money-back-promise">garantie de remboursement</PageLink> pour les erreurs de classement une
          fois le livre manipulé. Un livre Raw Grade ne peut pas être remis en boîtier, puisqu’il n’y a ni boîtier à
          remplacer ni livre scellé pour conserver la note.
        </P>
        <P>
          L’authentification de signature ne fait pas partie d’un Raw Grade. Une certification de signature n’a de sens
          que si la signature et le livre sont scellés ensemble ; utilisez plutôt le programme de signatures{' '}
          <PageLink to="/authentic-signature-program">Authentic</PageLink> ou{' '}
          <PageLink to="/verified-signature-program">Verified</PageLink>.
        </P>
      </Section>

      <Section title="Si vous voulez le faire encapsuler plus tard">
        <P>
          Soumettez le livre au classement de la façon habituelle. Nous le classons de nouveau depuis le début plutôt que
          de reprendre le Raw Grade, car nous ne pouvons pas savoir comment le livre a été manipulé entre-temps. Dans la
          plupart des cas, le résultat est le même ; si le livre a été bien rangé, il n’y a aucune raison qu’il change.
        </P>
      </Section>

      <Section title="Comment commander">
        <P>
          Choisissez Raw Grade pour un livre dans le <PageLink to="/submit">formulaire de soumission</PageLink>. Il est
          offert pour les bandes dessinées, les magazines et les mangas, et le formulaire affiche son prix et son délai
          à côté du livre. Emballez le livre comme pour toute autre soumission (voir{' '}
          <PageLink to="/shipping">expédition</PageLink>) ; il vous revient dans une pochette et un carton neufs, la
          note étant consignée dans votre compte.
        </P>
      </Section>
    </>
  );
}

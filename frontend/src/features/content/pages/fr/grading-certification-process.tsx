import { Code } from '@mantine/core';
import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Chaque livre que nous certifions passe par la même suite d’étapes, chacune faite par une personne différente et
        consignée sous le numéro du livre. Connaître cette suite vous aide à lire le suivi de commande, et explique ce
        qu’atteste réellement une étiquette Certus.
      </P>

      <Section title="1. Votre soumission">
        <P>
          Vous décrivez chaque livre dans le <PageLink to="/submit">formulaire de soumission</PageLink> en ligne : titre,
          numéro, année, éditeur, variante, valeur déclarée et services voulus. La valeur déclarée détermine le niveau de
          service et l’assurance pendant que le livre est chez nous : déclarez donc le prix auquel le livre se vendrait à
          la note que vous prévoyez. Au paiement, la commande reçoit son numéro : deux chiffres, un tiret et sept lettres
          ou chiffres.
        </P>
      </Section>

      <Section title="2. Réception et facturation">
        <P>
          Les colis sont ouverts devant une caméra. Nous comparons chaque livre à votre soumission, corrigeons les fautes
          de frappe évidentes et photographions tout imprévu, comme un livre endommagé pendant le transport. Si un livre
          manque, est en trop ou ne correspond pas à la description du formulaire, nous communiquons avec vous avant
          d’aller plus loin. Le suivi affiche cette étape comme la facturation et la réception ; tout solde de la
          commande est réglé à ce moment.
        </P>
      </Section>

      <Section title="3. Détection de la restauration">
        <P>
          Avant que quiconque classe le livre, un spécialiste de la restauration l’examine à la loupe et sous lumière
          ultraviolette. Nous cherchons les retouches de couleur, les déchirures scellées, les renforts, les comblements,
          le relustrage, le nettoyage à l’eau ou au solvant, le rognage (vérifié en mesurant le livre par rapport aux
          dimensions connues du numéro), et les pages et couvertures mariées ou remplacées. Une bonne note ne cache pas
          une restauration : quand nous en trouvons une, nous la nommons sur l’étiquette et vous en avisons avant que le
          livre soit scellé. Le pressage et le nettoyage à sec, qui n’ajoutent rien au livre, ne sont pas considérés
          comme de la restauration.
        </P>
      </Section>

      <Section title="4. Signatures et pressage">
        <P>
          Si la soumission comprend un travail sur les signatures, la signature est comparée au rapport du témoin (
          <PageLink to="/authentic-signature-program">Authentic</PageLink>) ou examinée par nos authentificateurs (
          <PageLink to="/verified-signature-program">Verified</PageLink>). Si vous avez commandé un{' '}
          <PageLink to="/pressing">pressage</PageLink>, le livre est pressé avant d’être classé, pour que la note
          reflète le livre pressé.
        </P>
      </Section>

      <Section title="5. Classement">
        <P>
          Deux évaluateurs examinent le livre de façon indépendante, sans voir la note de l’autre ni la valeur déclarée.
          Ils évaluent la structure et la reliure, la couverture et son lustre, le dos, les bords et les coins, les
          agrafes et la qualité des pages, et consignent les défauts qui déterminent la note. Un finalisateur compare
          les deux avis, réexamine tout point de désaccord et fixe la note finale sur l’
          <PageLink to="/comics-grading-scale">échelle de 10 points</PageLink>. Les notes des évaluateurs sont conservées
          avec la fiche et offertes sous forme de notes de classement.
        </P>
      </Section>

      <Section title="6. Encapsulation et étiquette">
        <P>
          Le livre est placé dans un logement intérieur en plastique inerte de qualité archive, et le boîtier extérieur
          est scellé de façon à ne pas pouvoir être ouvert sans dommage visible. L’étiquette porte le titre, le numéro,
          l’éditeur, l’année, la variante ou la provenance (pedigree), la note et la qualité des pages, les détails de
          la signature quand une signature a été certifiée, et le numéro de certification.
        </P>
      </Section>

      <Section title="7. Photos, contrôle de la qualité et retour">
        <P>
          Le livre scellé est photographié, inscrit au rapport de population et vérifié une dernière fois : l’étiquette
          par rapport au livre, le scellé du boîtier et la commande dans son ensemble. Il est ensuite retourné par envoi
          assuré, ou mis de côté pour être récupéré.
        </P>
      </Section>

      <Section title="Lire le suivi de commande">
        <TermTable
          caption="Les cinq étapes du suivi de commande"
          headings={['Étape du suivi', 'Ce qui se passe']}
          rows={[
            ['Soumise', 'Votre commande est passée et nous attendons l’arrivée des livres.'],
            ['Facturation / réception', 'Le colis est ouvert et vérifié, et le total de la commande est confirmé.'],
            ['Classement', 'Détection de la restauration, travail sur les signatures, pressage et classement.'],
            ['Production', 'Encapsulation, étiquetage, photos et contrôle de la qualité.'],
            ['Expédition', 'Les livres sont en route vers vous, ou prêts à être récupérés. L’étape se termine avec la commande.'],
          ]}
        />
      </Section>

      <Section title="Le numéro de certification">
        <P>
          Chaque livre certifié porte un numéro de 14 caractères comme <Code>24-7K3M9QX-012</Code> : deux chiffres, un
          tiret, sept lettres ou chiffres, un tiret et trois chiffres. Les dix premiers caractères sont le numéro de la
          commande dans laquelle le livre est arrivé ; les trois derniers identifient le livre dans cette commande. Dans
          certaines fiches, un code de service de deux lettres apparaît avant les trois derniers chiffres ; il s’agit de
          la même certification.
        </P>
        <Bullets
          items={[
            'Cherchez un numéro dans le rapport de population pour voir le titre, la note et les détails d’étiquette que nous avons consignés.',
            'Comparez ces détails avec l’étiquette que vous avez en main avant d’acheter un livre certifié.',
            'Indiquez le numéro chaque fois que vous communiquez avec nous au sujet d’un livre, y compris pour une remise en boîtier.',
          ]}
        />
      </Section>
    </>
  );
}

import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Ces conditions s’appliquent aux entreprises qui soumettent à Certus au moyen d’un compte de marchand ou
        d’entreprise : boutiques de bandes dessinées, marchands, maisons de vente aux enchères, services de consignation
        et congrès. Elles s’ajoutent à nos <PageLink to="/terms">conditions d’utilisation</PageLink> générales et, si
        elles portent sur le même point, elles ont préséance sur celles-ci. Une entente écrite signée avec une entreprise
        a préséance sur les deux.
      </P>

      <Section title="1. Comptes d’entreprise">
        <Bullets
          items={[
            'Faites votre demande au moyen du formulaire « Devenir marchand » en indiquant le nom de votre entreprise, son adresse, son numéro d’inscription aux taxes et, là où votre État ou votre province l’exige, votre certificat de revente.',
            'Nous étudions chaque demande individuellement et pouvons en refuser une sans donner de motif. Un compte approuvé est rattaché à l’entreprise, et non à un employé ; avisez-nous quand les personnes autorisées à soumettre en votre nom changent.',
            'Les prix pour entreprises, les conditions de volume et tout calendrier de réception réservé sont précisés dans l’entente de votre compte et affichés dans le formulaire de soumission.',
          ]}
        />
      </Section>

      <Section title="2. Les livres de vos clients">
        <P>
          Quand vous soumettez des livres qui appartiennent à vos clients, c’est vous qui êtes notre client : nous ne
          traitons qu’avec vous au sujet de ces livres, et vous êtes responsable de leurs valeurs déclarées, de leur
          assurance pendant leur transport jusqu’à nous et de tout solde de la commande. Vous confirmez que chaque
          propriétaire vous a autorisé à soumettre son livre et à en choisir les services, y compris le pressage. Les
          retours peuvent vous être expédiés, ou être expédiés à l’adresse de votre client à votre demande, selon les
          mêmes règles d’assurance que toute commande.
        </P>
      </Section>

      <Section title="3. Factures et paiement">
        <P>
          Les commandes sont facturées au paiement comme toute autre commande, sauf si votre entente vous accorde des
          modalités de paiement. Le cas échéant, les factures sont payables dans le délai qu’elle prévoit, et nous
          pouvons retenir les retours tant qu’une facture est en souffrance. Vous êtes responsable de percevoir et de
          remettre les taxes de vente applicables à la revente de livres classés.
        </P>
      </Section>

      <Section title="4. Utilisation du nom Certus">
        <Bullets
          items={[
            'Les marchands approuvés peuvent dire qu’ils soumettent à Certus et peuvent figurer dans notre répertoire de boutiques. Ils ne peuvent pas laisser entendre qu’ils font partie de Certus, ni que Certus cautionne leurs prix ou les livres qu’ils vendent.',
            'Ne décrivez jamais un livre non encapsulé comme classé par Certus, ne citez jamais un Raw Grade comme s’il s’agissait d’une certification et ne présentez jamais comme signé devant témoin un livre dont la signature a été vérifiée.',
            'N’ouvrez, ne modifiez et ne réétiquetez jamais un boîtier Certus. Un marchand pris à le faire perd immédiatement son compte d’entreprise, et les certifications touchées sont signalées dans nos registres.',
          ]}
        />
      </Section>

      <Section title="5. Événements et réception en lot">
        <P>
          Les livres reçus pour classement lors d’un congrès ou dans vos locaux sont enregistrés par notre personnel dans
          une soumission créée avant l’événement. Les séances de signatures devant témoin organisées avec une entreprise
          suivent les règles du <PageLink to="/authentic-signature-program">Programme de signatures authentiques</PageLink> :
          un livre qui quitte la garde de notre témoin avant d’être scellé ne peut pas être certifié comme signé devant
          témoin.
        </P>
      </Section>

      <Section title="6. Confidentialité et fin du compte">
        <P>
          Nous gardons confidentiels vos prix, vos volumes et vos listes de clients, et vous gardez confidentielles les
          conditions commerciales que nous vous accordons. Chaque partie peut fermer un compte d’entreprise moyennant un
          préavis écrit de 30 jours ; nous pouvons le fermer sur-le-champ en cas de manquement à ces conditions. Les
          commandes déjà reçues sont terminées et retournées selon les conditions en vigueur au moment où elles ont été
          passées. Les instructions d’expédition des soumissions d’entreprise sont les mêmes que pour tous ; voir{' '}
          <PageLink to="/shipping">expédition</PageLink>.
        </P>
      </Section>
    </>
  );
}

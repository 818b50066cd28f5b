import { regionProfiles } from '@certus/contracts';
import { OfficeAddress } from '../../components/office-address.tsx';
import { Bullets, P, PageLink, Section, TermTable } from '../../components/prose.tsx';

const company = regionProfiles.US.office.name;

export default function Page() {
  return (
    <>
      <P>
        Cette politique explique quels renseignements personnels {company} (« Certus », « nous ») recueille quand vous
        utilisez ce site et nos services, pourquoi, avec qui nous les partageons et quels sont vos choix. Nous
        recueillons ce dont nous avons besoin pour classer, retourner et assurer vos livres, et guère plus. Nous ne
        vendons pas de renseignements personnels.
      </P>

      <Section title="Ce que nous recueillons">
        <TermTable
          caption="Les renseignements personnels que nous recueillons et leur provenance"
          headings={['Renseignements', 'Détails']}
          rows={[
            ['Compte', 'Vos nom, adresse courriel, numéro de téléphone, mot de passe (conservé uniquement sous forme de hachage à sens unique) et vos préférences de courriel.'],
            ['Adresses et transporteurs', 'Les adresses d’expédition de votre carnet d’adresses, et tout numéro de compte FedEx, UPS ou DHL que vous ajoutez pour les retours.'],
            ['Paiement', 'Les données de carte ou de compte bancaire sont transmises à notre fournisseur de paiement. Nous gardons le nom inscrit sur le mode de paiement, son type, sa date d’expiration et ses quatre derniers chiffres.'],
            ['Soumissions', 'Les livres que vous soumettez, leurs valeurs déclarées, services, signatures, images, notes et commentaires, ainsi que vos commandes et leur état.'],
            ['Adhésion et récompenses', 'Votre niveau d’adhésion et sa date d’échéance, vos points de récompense et vos cartes-cadeaux.'],
            ['Connexion externe', 'Si vous vous connectez avec un autre fournisseur, l’adresse courriel et le nom que ce fournisseur nous transmet.'],
            ['Messages', 'Ce que vous nous dites quand vous communiquez avec nous, remplissez un formulaire de demande ou de rappel, ou signalez un problème.'],
            ['Utilisation du site', 'Votre navigateur et votre appareil, votre adresse IP, les pages que vous visitez, et des événements comme la connexion, l’ajout d’un livre, le début du paiement et l’achat.'],
            ['Localisation', 'Seulement si vous permettez au localisateur de boutiques de l’utiliser, et seulement pour trouver les boutiques près de chez vous.'],
          ]}
        />
      </Section>

      <Section title="Pourquoi nous les utilisons">
        <Bullets
          items={[
            'Pour gérer votre compte, traiter vos soumissions, percevoir les paiements, assurer et retourner vos livres.',
            'Pour vous envoyer des messages sur vos commandes et votre compte, que vous ne pouvez pas désactiver tant qu’une commande est en cours.',
            'Pour vous envoyer notre infolettre et nos offres, seulement si vous vous y êtes abonné, avec un lien de désabonnement dans chaque message.',
            'Pour prévenir la fraude et les abus, notamment par une vérification anti-robot sur les formulaires d’inscription, de récupération et de demande.',
            'Pour comprendre comment le site est utilisé et l’améliorer.',
            'Pour respecter nos obligations légales, comme la tenue de registres fiscaux.',
          ]}
        />
      </Section>

      <Section title="Avec qui nous les partageons">
        <P>
          Nous ne partageons des renseignements personnels qu’avec les entreprises qui nous aident à fournir le service,
          en vertu de contrats qui en limitent l’utilisation : les transporteurs pour l’expédition, notre fournisseur de
          paiement, notre fournisseur de courriels et d’infolettre (qui reçoit votre adresse courriel, la page où vous
          vous êtes abonné et un identifiant de témoin), un fournisseur de cartes pour le localisateur de boutiques, et
          des fournisseurs d’analyse. Nous communiquons aussi des renseignements quand la loi l’exige, ou pour protéger
          nos clients contre la fraude ou le vol. Le rapport de population et les notes de classement montrent des
          livres, des notes et des numéros de certification, jamais leurs propriétaires.
        </P>
      </Section>

      <Section title="Ce qui est conservé dans votre navigateur">
        <P>
          Votre connexion est conservée dans le stockage de session et effacée à la fermeture du navigateur. Votre
          soumission en cours et votre choix du site américain ou canadien sont conservés dans le stockage local de
          votre appareil. Les services d’infolettre et d’analyse peuvent déposer des témoins (cookies) ; vous pouvez
          bloquer ou supprimer les témoins dans les réglages de votre navigateur, mais certaines fonctions pourraient
          alors ne plus fonctionner.
        </P>
      </Section>

      <Section title="Combien de temps nous les conservons">
        <P>
          Nous conservons les renseignements de compte tant que votre compte est ouvert. Les registres des commandes,
          des paiements et des certifications sont conservés aussi longtemps que la loi l’exige et tant qu’une
          certification peut être consultée ou faire l’objet d’une réclamation en vertu de notre{' '}
          <PageLink to="/money-back-promise">garantie de remboursement</PageLink>, car ils font partie de l’historique
          du livre. Les données de marketing sont supprimées quand vous vous désabonnez, sauf la mention que vous
          l’avez fait.
        </P>
      </Section>

      <Section title="Vos choix et vos droits">
        <P>
          Vous pouvez consulter et corriger la plupart de vos renseignements dans votre compte. Vous pouvez nous demander
          une copie des renseignements que nous détenons sur vous, ou nous demander de les corriger ou de les supprimer,
          sous réserve des registres que la loi nous oblige à conserver. Les résidents de la Californie et d’autres
          États dotés de lois sur la protection des renseignements personnels, ainsi que du Canada, ont ces droits en
          vertu de leurs lois, et nous les respectons pour tout le monde. Nous ne vous traiterons pas différemment
          parce que vous les exercez. Ce site ne s’adresse pas aux enfants de moins de 13 ans, et nous ne recueillons pas
          sciemment leurs renseignements.
        </P>
      </Section>

      <Section title="Modifications et coordonnées">
        <P>
          Nous publierons toute modification de cette politique sur cette page et, pour les changements importants, en
          aviserons les titulaires de compte par courriel. Pour toute question ou demande sur la protection des
          renseignements personnels, communiquez avec notre bureau. La façon dont nous protégeons vos renseignements est
          décrite sur notre <PageLink to="/security">page sur la sécurité</PageLink>.
        </P>
        <OfficeAddress lang="fr" />
      </Section>
    </>
  );
}

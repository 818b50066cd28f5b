import { regionProfiles } from '@certus/contracts';
import { OfficeAddress } from '../../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

const company = regionProfiles.US.office.name;

export default function Page() {
  return (
    <>
      <P>
        Ces conditions s’appliquent à chaque compte de ce site et à chaque commande que vous passez auprès de {company}{' '}
        (« Certus », « nous »), de Plano, au Texas. En créant un compte ou en passant une commande, vous les acceptez.
        Des conditions supplémentaires s’appliquent au pressage (
        <PageLink to="/pressingterms">conditions du pressage</PageLink>) et aux comptes d’entreprise (
        <PageLink to="/b2btnc">conditions pour marchands et entreprises</PageLink>) ; lorsqu’elles diffèrent des
        présentes sur un point, elles ont préséance sur ce point.
      </P>

      <Section title="1. Votre compte">
        <Bullets
          items={[
            'Fournissez des renseignements exacts, tenez-les à jour et gardez votre mot de passe pour vous. Vous êtes responsable des commandes passées depuis votre compte.',
            'Un compte appartient à une seule personne ou à une seule entreprise. Ne créez pas de comptes pour contourner une suspension ou une limite de promotions.',
            'Nous pouvons suspendre ou fermer un compte utilisé pour la fraude, pour soumettre des objets contrefaits ou volés, ou pour maltraiter notre personnel ou d’autres collectionneurs.',
          ]}
        />
      </Section>

      <Section title="2. Ce que vous soumettez">
        <Bullets
          items={[
            'Vous confirmez que vous êtes propriétaire des objets que vous soumettez, ou que leur propriétaire vous y a autorisé, et qu’ils ne sont pas volés.',
            'Décrivez chaque objet avec exactitude. Nous pouvons corriger les erreurs évidentes de description, comme un mauvais numéro, et vous en aviserons le cas échéant.',
            'Nous pouvons refuser tout objet, notamment les reproductions présentées comme des originaux, les objets présentant de la moisissure active ou des insectes, et les objets que nous ne pouvons pas manipuler ou encapsuler sans risque. Un objet refusé vous est retourné à vos frais, et ses frais vous sont remboursés.',
            'Nous signalons aux autorités les objets que nous croyons volés, et les retenons jusqu’au règlement de l’affaire.',
          ]}
        />
      </Section>

      <Section title="3. Valeur déclarée et niveaux de service">
        <P>
          Vous déclarez une valeur pour chaque objet : le prix auquel il se vendrait à la note que vous prévoyez. La
          valeur déclarée fixe le niveau de service et la limite de notre responsabilité et de notre assurance pour
          l’objet. Si un objet vaut manifestement plus que sa valeur déclarée, nous pouvons le faire passer au bon
          niveau de service et ajouter la différence à votre commande, qui doit être payée avant le retour de l’objet.
          Les soumissions en ligne acceptent des valeurs déclarées jusqu’à 500 000 $ par objet ; au-delà, communiquez
          d’abord avec nous.
        </P>
      </Section>

      <Section title="4. Les notes et les certifications sont des avis">
        <P>
          Une note, un constat de restauration et une certification de signature sont des avis d’experts, formés avec
          soin par un personnel qualifié selon nos normes publiées. D’autres experts, y compris les nôtres un autre jour,
          pourraient arriver à un avis différent. Nous ne promettons aucune note ni aucun résultat en particulier, et nous
          ne promettons pas qu’un objet se vendra à un prix donné. Notre responsabilité pour les erreurs de certification
          est précisée dans notre <PageLink to="/money-back-promise">garantie de remboursement</PageLink>.
        </P>
      </Section>

      <Section title="5. Paiement">
        <P>
          Les frais sont affichés dans le formulaire de soumission et au paiement, et sont facturés au moment du
          paiement. Un solde qui apparaît plus tard, par exemple à la suite d’un changement de niveau de service, doit
          être payé avant le retour de la commande, et les objets dont le solde est impayé sont retenus jusqu’à son
          paiement. Les codes promotionnels et les récompenses s’appliquent aux conditions affichées au moment de les
          utiliser. Les remboursements suivent notre <PageLink to="/refund">politique de remboursement</PageLink>.
        </P>
      </Section>

      <Section title="6. Expédition, garde et risques">
        <Bullets
          items={[
            'Les objets voyagent jusqu’à nous à vos risques. Assurez-les auprès de votre transporteur.',
            'Dès que nous enregistrons un objet et jusqu’à ce que nous le remettions au transporteur ou à vous, il est sous notre garde et assuré par nous jusqu’à concurrence de sa valeur déclarée.',
            'Au retour, les objets sont assurés selon votre choix au paiement. Si vous avez refusé l’assurance, ou expédié avec votre propre compte de transporteur, le retour se fait à vos risques.',
            'Les objets gardés pour récupération ne sont remis qu’au titulaire du compte ou à une personne autorisée par écrit, sur présentation d’une pièce d’identité avec photo.',
          ]}
        />
      </Section>

      <Section title="7. Notre responsabilité">
        <P>
          Si un objet est perdu ou endommagé par notre faute pendant qu’il est sous notre garde, nous payons le moindre
          de sa valeur déclarée et de sa juste valeur marchande dans l’état où nous l’avons reçu. Nous ne sommes pas
          responsables des pertes indirectes ou consécutives, ni des changements qui découlent de la nature même de
          l’objet, comme un papier cassant qui s’écaille malgré une manipulation soigneuse, ou une déchirure existante
          qui s’allonge. Rien dans les présentes ne limite une responsabilité que la loi ne permet pas de limiter.
        </P>
      </Section>

      <Section title="8. Boîtiers, étiquettes et images">
        <Bullets
          items={[
            'Ouvrir, modifier ou altérer un boîtier ou une étiquette met fin à notre garantie de remboursement pour cet objet. Il est interdit de reproduire ou d’imiter nos étiquettes ou nos boîtiers, et les contrefaçons sont signalées.',
            'Nous photographions chaque objet reçu et chaque objet encapsulé. Nous pouvons publier des images, des notes, des notes de classement et des données de population, mais jamais votre nom ni vos coordonnées sans votre consentement.',
            'Le nom Certus, son logo, ses étiquettes et le contenu de ce site nous appartiennent et ne peuvent pas être utilisés sans notre permission écrite.',
          ]}
        />
      </Section>

      <Section title="9. Les sites américain et canadien">
        <P>
          Le site canadien affiche les prix en dollars canadiens et notre bureau canadien. Les soumissions depuis le
          Canada sont actuellement suspendues ; chaque commande est passée comme une commande américaine auprès de{' '}
          {company}, facturée en dollars américains et régie par les présentes conditions.
        </P>
      </Section>

      <Section title="10. Modifications, droit applicable et coordonnées">
        <P>
          Nous pouvons mettre ces conditions à jour. Les modifications s’appliquent aux commandes passées après leur
          publication sur cette page ; une commande déjà passée est régie par les conditions en vigueur au moment où elle
          l’a été. Ces conditions sont régies par les lois de l’État du Texas, et les litiges sont entendus par les
          tribunaux du comté de Collin, au Texas, sauf si la loi de votre lieu de résidence vous donne le droit de vous
          adresser aux tribunaux de chez vous.
        </P>
        <OfficeAddress lang="fr" />
      </Section>
    </>
  );
}

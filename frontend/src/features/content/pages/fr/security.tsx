import { OfficeAddress } from '../../components/office-address.tsx';
import { Bullets, P, PageLink, Section } from '../../components/prose.tsx';

export default function Page() {
  return (
    <>
      <P>
        Vous nous confiez deux sortes de biens précieux : vos livres, et vos renseignements personnels et de paiement.
        Cette page explique comment nous protégeons les uns et les autres, et ce que vous pouvez faire pour nous aider.
      </P>

      <Section title="Vos livres sous notre garde">
        <Bullets
          items={[
            'Les colis sont ouverts devant une caméra, et chaque livre est enregistré et comparé à sa soumission avant d’aller où que ce soit.',
            'Les salles de classement, les salles de pressage et la voûte sont à accès contrôlé et sous surveillance vidéo. Le personnel ne manipule que les livres qui lui sont confiés, et chaque déplacement d’un livre est consigné dans sa commande.',
            'En dehors des heures de travail, les livres sont rangés dans la voûte, jamais sur les bureaux.',
            'Chaque livre est assuré pour sa valeur déclarée, de son enregistrement jusqu’à sa remise au transporteur ou sa récupération.',
            'Les retours sont emballés et scellés devant une caméra, expédiés avec suivi et signature à la livraison, et remis en main propre uniquement au titulaire du compte ou à une personne autorisée par écrit, sur présentation d’une pièce d’identité avec photo.',
          ]}
        />
      </Section>

      <Section title="Le boîtier et l’étiquette">
        <P>
          Les livres certifiés sont scellés dans des boîtiers qui ne peuvent pas être ouverts sans dommage visible.
          Chaque étiquette porte un numéro de certification de 14 caractères. Avant d’acheter un livre certifié,
          cherchez ce numéro dans le rapport de population et vérifiez que le titre, le numéro, la note et la catégorie
          d’étiquette correspondent au livre que vous avez devant vous. Une divergence, une étiquette qui bouge ou un
          boîtier marqué autour du scellé sont des raisons de poser des questions, et de nous en aviser. Voir{' '}
          <PageLink to="/grading-certification-process">le numéro de certification</PageLink> pour son format.
        </P>
      </Section>

      <Section title="Votre compte et vos données de paiement">
        <Bullets
          items={[
            'Le site n’est servi que par des connexions chiffrées (HTTPS).',
            'Les mots de passe ne sont conservés que sous forme de hachages salés à sens unique ; personne chez Certus ne peut lire votre mot de passe.',
            'Votre connexion est gardée dans le stockage de session de votre navigateur, qui est vidé à la fermeture du navigateur. Les connexions expirent et sont renouvelées automatiquement pendant que vous utilisez le site.',
            'Les données de carte et de compte bancaire sont transmises à notre fournisseur de paiement. Nous ne gardons que les quatre derniers chiffres, pour vous montrer quelle carte ou quel compte vous avez enregistré.',
            'L’inscription, la récupération du mot de passe et les formulaires semblables utilisent une vérification anti-robot pour empêcher les abus automatisés.',
          ]}
        />
      </Section>

      <Section title="Ce que vous pouvez faire">
        <Bullets
          items={[
            'Utilisez un mot de passe que vous n’utilisez nulle part ailleurs, et déconnectez-vous sur les ordinateurs partagés.',
            'Nous ne vous demanderons jamais votre mot de passe par courriel, par téléphone ou par message. Réinitialisez-le vous-même si vous croyez que quelqu’un le connaît.',
            'Vérifiez que les liens de nos courriels mènent bien à ce site avant de vous connecter.',
          ]}
        />
      </Section>

      <Section title="Signaler un problème de sécurité">
        <P>
          Si vous croyez avoir trouvé une faille de sécurité dans notre site, ou un boîtier ou une étiquette Certus
          contrefaits, communiquez avec nous au bureau ci-dessous. Veuillez nous transmettre les détails en privé et nous
          laisser un délai raisonnable pour corriger une faille avant de la divulguer ; nous n’intenterons aucune action
          contre quiconque en signale une de bonne foi. Notre traitement des renseignements personnels est décrit dans
          notre <PageLink to="/privacy">politique de confidentialité</PageLink>.
        </P>
        <OfficeAddress lang="fr" />
      </Section>
    </>
  );
}

import type { ReactNode } from 'react';
import { Code } from '@mantine/core';
import { FaqTopics, type FaqTopic } from '../../components/faq-topics.tsx';
import { P, PageLink } from '../../components/prose.tsx';
import { CANADA_FRENCH_PATH } from '../../content-slugs.ts';

const topics: readonly FaqTopic[] = [
  {
    title: 'Pour commencer',
    questions: [
      {
        id: 'what-we-do',
        question: 'Que fait Certus ?',
        answer: (
          <>
            Nous classons les bandes dessinées, les magazines et les mangas sur l’échelle de 10 points, y cherchons toute
            restauration, authentifions les signatures, pressons et nettoyons les livres qui en profiteront, et scellons
            les livres certifiés dans un boîtier inviolable portant une étiquette et un numéro de certification. Nous
            n’achetons ni ne vendons de livres. Commencez par notre{' '}
            <PageLink to="/comic-book-magazine-grading">aperçu des services</PageLink>.
          </>
        ),
      },
      {
        id: 'what-can-i-submit',
        question: 'Que puis-je soumettre ?',
        answer: (
          <>
            Des bandes dessinées de toutes les époques, des magazines, des mangas, des couvertures esquissées et de l’art
            original qui entre dans nos boîtiers. Chaque soumission ne contient qu’un seul type : envoyez donc les bandes
            dessinées et les magazines dans des soumissions distinctes. Changer le type d’une soumission qui contient
            déjà des livres la vide, après vous avoir demandé de confirmer.
          </>
        ),
      },
      {
        id: 'account',
        question: 'Ai-je besoin d’un compte ?',
        answer: (
          <>
            Oui, pour soumettre des livres, suivre une commande et voir vos livres classés.{' '}
            <PageLink to="/register">Créer un compte</PageLink> est gratuit ; nous envoyons un lien d’activation à votre
            adresse courriel. S’il n’arrive pas, vous pouvez{' '}
            <PageLink to="/resend">demander un nouveau lien d’activation</PageLink>. Aucun compte n’est nécessaire pour
            consulter ce site.
          </>
        ),
      },
      {
        id: 'how-many',
        question: 'Combien de livres puis-je envoyer dans une soumission ?',
        answer: (
          <>
            Jusqu’à 100 livres par soumission. Pour les collections plus grandes, créez plusieurs soumissions ; elles
            peuvent voyager dans la même boîte si chacune est emballée et identifiée avec son propre numéro de commande.
          </>
        ),
      },
      {
        id: 'for-someone-else',
        question: 'Puis-je soumettre des livres qui appartiennent à quelqu’un d’autre ?',
        answer: (
          <>
            Oui, si le propriétaire vous y a autorisé, et vous demeurez notre client pour cette commande : vous choisissez
            les services, déclarez les valeurs et payez. Les boutiques et les marchands qui le font régulièrement
            peuvent demander un compte d’entreprise selon nos{' '}
            <PageLink to="/b2btnc">conditions pour marchands et entreprises</PageLink>.
          </>
        ),
      },
      {
        id: 'change-order',
        question: 'Puis-je modifier ou annuler une commande après le paiement ?',
        answer: (
          <>
            Communiquez avec le service à la clientèle le plus tôt possible en indiquant le numéro de commande. Avant
            l’arrivée de vos livres, une commande peut être modifiée ou annulée avec remboursement complet ; ensuite, les
            services pas encore rendus peuvent encore être annulés. Les détails figurent dans notre{' '}
            <PageLink to="/refund">politique de remboursement</PageLink>.
          </>
        ),
      },
      {
        id: 'declared-value',
        question: 'Quelle valeur dois-je déclarer ?',
        answer: (
          <>
            Le prix auquel le livre se vendrait à la note que vous prévoyez. La valeur déclarée détermine le niveau de
            service et assure le livre pendant qu’il est chez nous. Les soumissions en ligne acceptent jusqu’à 500 000 $
            par livre ; pour un livre de plus grande valeur, communiquez avec le service à la clientèle avant de
            l’envoyer. Voir les <PageLink to="/grading-pressing">niveaux de service selon la valeur et l’âge</PageLink>.
          </>
        ),
      },
    ],
  },
  {
    title: 'Classement et étiquettes',
    questions: [
      {
        id: 'who-grades',
        question: 'Qui classe mon livre ?',
        answer: (
          <>
            Deux évaluateurs examinent chaque livre de façon indépendante, sans voir la note de l’autre ni votre valeur
            déclarée. Un finalisateur compare leurs avis et fixe la note. Auparavant, un spécialiste de la restauration
            examine le livre à la loupe et sous lumière ultraviolette. Toute la suite des étapes est décrite à la page du{' '}
            <PageLink to="/grading-certification-process">processus de classement</PageLink>.
          </>
        ),
      },
      {
        id: 'scale',
        question: 'Quelle échelle de classement utilisez-vous ?',
        answer: (
          <>
            L’échelle standard de 10 points, de 10.0 Gem Mint à 0.5 Poor, plus 0.3 Incomplete et 0.1 Coverless. Chaque
            note et ce qu’elle permet figurent à la page de l’
            <PageLink to="/comics-grading-scale">échelle de classement</PageLink>.
          </>
        ),
      },
      {
        id: 'page-quality',
        question: 'Que signifie la qualité des pages indiquée sur l’étiquette ?',
        answer: (
          <>
            Elle indique la couleur et la souplesse du papier, de <span lang="en">White</span> (blanches) à{' '}
            <span lang="en">Off-white</span> (blanc cassé) et <span lang="en">Cream</span> (crème), jusqu’à{' '}
            <span lang="en">Tan</span> (beiges) et <span lang="en">Brittle</span> (cassantes). La qualité des pages est indiquée à part de la note ;
            des pages cassantes limitent aussi la note, car le livre ne peut plus être manipulé sans risque.
          </>
        ),
      },
      {
        id: 'reprints',
        question: 'Me direz-vous si un livre est une réimpression ou une contrefaçon ?',
        answer: (
          <>
            Oui. Les réimpressions et les fac-similés sont indiqués comme tels sur l’étiquette, pour qu’on ne puisse pas
            les confondre avec l’impression originale. Une contrefaçon présentée comme un original n’est pas encapsulée ;
            nous vous la retournons avec nos constatations.
          </>
        ),
      },
      {
        id: 'label-colors',
        question: 'Que signifient les couleurs des étiquettes ?',
        answer: (
          <>
            La bleue Certified est l’étiquette universelle : un livre classé sans signature certifiée. La jaune Authentic
            certifie une signature faite devant un témoin Certus. La rouge Verified certifie une signature faite sans
            notre témoin et vérifiée par nos authentificateurs. Les livres Raw Grade ne sont pas encapsulés et n’ont pas
            d’étiquette.
          </>
        ),
      },
      {
        id: 'cert-number',
        question: 'Comment vérifier un numéro de certification ?',
        answer: (
          <>
            Les numéros de certification comptent 14 caractères, comme <Code>24-7K3M9QX-012</Code> : deux chiffres, un
            tiret, sept lettres ou chiffres, un tiret et trois chiffres. Connectez-vous et cherchez le numéro dans le
            rapport de population pour voir le titre, la note et les détails d’étiquette que nous avons consignés, puis
            comparez-les avec l’étiquette que vous avez devant vous.
          </>
        ),
      },
      {
        id: 'restoration',
        question: 'Que se passe-t-il si vous trouvez une restauration ?',
        answer: (
          <>
            Nous nommons la restauration sur l’étiquette (par exemple des retouches de couleur ou des déchirures
            scellées), classons le livre tel qu’il est, et vous en avisons avant que le livre soit scellé. Le pressage et
            le nettoyage à sec ne sont pas de la restauration et ne sont pas indiqués.
          </>
        ),
      },
      {
        id: 'raw-grade',
        question: 'Puis-je obtenir une note sans le boîtier ?',
        answer: (
          <>
            Oui : un <PageLink to="/rawgrade">Raw Grade</PageLink> est le même examen, retourné sans encapsulation, la
            note étant consignée dans votre compte.
          </>
        ),
      },
      {
        id: 'grade-screening',
        question: 'Puis-je fixer une note minimale ?',
        answer: (
          <>
            Pour les niveaux de service dont le délai est de 10 jours ouvrables ou plus, vous pouvez fixer un seuil de
            note entre 2.5 et 9.9. Si le livre obtient une note inférieure, nous ne l’encapsulons pas ; il vous revient
            non scellé, avec sa note consignée. Le formulaire affiche les frais qui s’appliquent dans ce cas.
          </>
        ),
      },
      {
        id: 'reholder',
        question: 'Mon boîtier est rayé. Pouvez-vous le remplacer ?',
        answer: (
          <>
            Oui, pour les livres que nous avons certifiés. Choisissez la remise en boîtier dans le formulaire de
            soumission et indiquez le numéro de certification de 14 caractères ; le type de soumission doit correspondre
            au livre (bande dessinée ou magazine). Le livre conserve sa note et son numéro. Les livres Raw Grade ne
            peuvent pas être remis en boîtier, puisqu’ils n’ont jamais été scellés.
          </>
        ),
      },
      {
        id: 'other-holder',
        question: 'Acceptez-vous les livres déjà dans un boîtier scellé ?',
        answer: (
          <>
            Oui, dans le cadre des services pour livres déjà en boîtier, que le formulaire propose pour chaque type. Ces
            livres ne sont jamais pressés et n’ont aucune option express. Pour un livre dans l’un de nos propres
            boîtiers, choisissez plutôt la remise en boîtier.
          </>
        ),
      },
    ],
  },
  {
    title: 'Pressage',
    questions: [
      {
        id: 'pressing-restoration',
        question: 'Le pressage est-il une restauration ?',
        answer: (
          <>
            Non. Le pressage et le nettoyage à sec n’enlèvent rien qui appartienne au livre et n’y ajoutent rien. Comme la
            plupart des collectionneurs, nous ne les considérons pas comme de la restauration, et ils ne sont pas
            indiqués sur l’étiquette.
          </>
        ),
      },
      {
        id: 'pressing-gain',
        question: 'Le pressage améliorera-t-il la note de mon livre ?',
        answer: (
          <>
            Seulement si les défauts qui limitent la note sont du genre que le pressage élimine : courbures, plis sans
            bris de couleur, empreintes, ondulations et dos roulé. Il ne fait rien pour les déchirures, les taches ni les
            bris de couleur. Voir{' '}
            <PageLink to="/pressing">ce que le pressage peut corriger, ou non</PageLink>.
          </>
        ),
      },
      {
        id: 'press-screen',
        question: 'Qu’est-ce que la présélection au pressage ?',
        answer: (
          <>
            Pour les soumissions de cinq livres admissibles ou plus, nous examinons chaque livre avant le pressage et ne
            pressons que ceux qui ont des chances de gagner une note. Elle ajoute 7 jours au délai. Quand la
            présélection est temporairement indisponible, le formulaire de soumission vous en avise et réinitialise la
            soumission pour que ses prix restent exacts.
          </>
        ),
      },
      {
        id: 'press-art',
        question: 'Pouvez-vous presser des livres signés ou de l’art original ?',
        answer: (
          <>
            L’art original et les couvertures esquissées ne sont jamais pressés ; le risque pour l’œuvre est trop grand.
            Les livres signés peuvent être pressés, mais nous refusons quand le pressage pourrait toucher la signature.
            Les <PageLink to="/pressingterms">conditions du pressage</PageLink> donnent les détails.
          </>
        ),
      },
    ],
  },
  {
    title: 'Signatures',
    questions: [
      {
        id: 'witnessed-verified',
        question: 'Quelle est la différence entre une signature devant témoin et une signature vérifiée ?',
        answer: (
          <>
            Une signature devant témoin a été faite devant un représentant de Certus et est certifiée sur l’étiquette
            jaune <PageLink to="/authentic-signature-program">Authentic</PageLink>. Une signature vérifiée a été faite
            sans notre témoin, puis comparée à des exemples authentiques ; elle est certifiée sur l’étiquette rouge{' '}
            <PageLink to="/verified-signature-program">Verified</PageLink>.
          </>
        ),
      },
      {
        id: 'not-verified',
        question: 'Et si vous ne pouvez pas vérifier une signature ?',
        answer: (
          <>
            Vous choisissez d’avance : faire classer et encapsuler le livre, la signature étant traitée comme une écriture
            non vérifiée, ou vous le faire retourner sans encapsulation. Les frais d’examen s’appliquent dans les deux
            cas.
          </>
        ),
      },
      {
        id: 'images',
        question: 'Dois-je envoyer des photos ?',
        answer: (
          <>
            Pas pour le classement. Pour l’<PageLink to="/artwork">art original et les couvertures esquissées</PageLink>,
            le formulaire de soumission demande des photos de l’œuvre et de chaque signature ou remarque, jusqu’à 50 Mo
            par image.
          </>
        ),
      },
      {
        id: 'several-signatures',
        question: 'Un livre peut-il porter plusieurs signatures certifiées ?',
        answer: (
          <>
            Oui. Ajoutez chaque signature au livre dans le formulaire de soumission ; chacune est examinée et inscrite
            sur l’étiquette. Le travail sur les signatures ajoute des jours au délai, affichés par livre dans le
            formulaire.
          </>
        ),
      },
    ],
  },
  {
    title: 'Délais et suivi',
    questions: [
      {
        id: 'turnaround',
        question: 'Combien de temps ma commande prendra-t-elle ?',
        answer: (
          <>
            Le délai de chaque livre dépend de son niveau de service et des options de signature, de pressage et de
            présélection choisies. Il est compté en jours ouvrables à partir de la réception et de l’enregistrement de
            votre colis, et affiché dans le formulaire en jours ouvrables ou en semaines. Quand aucune estimation à jour
            n’est disponible, prévoyez cinq semaines. Voir{' '}
            <PageLink to="/grading-pressing">comment le délai est calculé</PageLink>.
          </>
        ),
      },
      {
        id: 'tracker',
        question: 'Comment suivre ma commande ?',
        answer: (
          <>
            Connectez-vous et ouvrez le suivi de commande depuis votre compte. Il affiche cinq étapes : soumise,
            facturation et réception, classement, production et expédition. Les numéros de commande comptent deux
            chiffres, un tiret et sept lettres ou chiffres.
          </>
        ),
      },
      {
        id: 'statuses',
        question: 'Que signifient les états de commande de mon compte ?',
        answer: (
          <>
            Soumise : nous attendons vos livres. Reçue : les livres sont enregistrés. En classement : les livres sont
            examinés et classés. Terminée : la commande a été expédiée ou récupérée. Annulée : la commande ne sera pas
            traitée.
          </>
        ),
      },
    ],
  },
  {
    title: 'Expédition et assurance',
    questions: [
      {
        id: 'packing',
        question: 'Comment dois-je emballer mes livres ?',
        answer: (
          <>
            Chaque livre dans une pochette avec un carton, empilés entre des cartons rigides, dans une boîte solide avec
            du rembourrage pour que rien ne bouge, avec une copie de votre soumission à l’intérieur. Des conseils étape
            par étape se trouvent sur notre <PageLink to="/shipping">page d’expédition</PageLink>.
          </>
        ),
      },
      {
        id: 'insurance',
        question: 'Mes livres sont-ils assurés ?',
        answer: (
          <>
            Pendant qu’ils sont sous notre garde, vos livres sont assurés pour leur valeur déclarée. Pour l’aller,
            assurez le colis auprès de votre transporteur. Pour le retour, l’assurance s’ajoute au paiement ; si vous la
            refusez sans utiliser votre propre compte de transporteur ni venir chercher vos livres, nous vous demandons
            de confirmer que le colis voyagera sans assurance.
          </>
        ),
      },
      {
        id: 'drop-off',
        question: 'Puis-je déposer ou venir chercher mes livres ?',
        answer: (
          <>
            Oui, à notre bureau, sur rendez-vous. Choisissez le dépôt au paiement et prenez rendez-vous au moyen du lien
            qui s’y affiche. Pour le retour, choisissez la récupération ; nous vous avisons quand la commande est prête.
          </>
        ),
      },
      {
        id: 'own-account',
        question: 'Puis-je utiliser mon propre compte FedEx, UPS ou DHL pour le retour ?',
        answer: (
          <>
            Oui. Ajoutez le numéro de compte dans votre profil : les comptes FedEx comptent 9 lettres ou chiffres, les
            comptes UPS 6 et les comptes DHL 9. Un compte DHL ne sert qu’aux envois internationaux.
          </>
        ),
      },
    ],
  },
  {
    title: 'Paiement et compte',
    questions: [
      {
        id: 'payment',
        question: 'Comment puis-je payer ?',
        answer: (
          <>
            Par carte de crédit ou par compte bancaire, enregistrés dans votre profil. Nous ne gardons que les quatre
            derniers chiffres d’un numéro de carte ou de compte. Si le total change après la réception de vos livres, par
            exemple quand un livre passe à un autre niveau de service, le solde est affiché dans la commande et peut être
            payé depuis votre compte.
          </>
        ),
      },
      {
        id: 'club',
        question: 'Qu’est-ce que l’adhésion au club ?',
        answer: (
          <>
            Une adhésion payante qui ajoute des rabais de membre et l’étape du code promotionnel au paiement. Elle se
            renouvelle automatiquement à moins que vous désactiviez le renouvellement, et nous vous le rappelons quand il
            reste moins de 15 jours.
          </>
        ),
      },
      {
        id: 'rewards',
        question: 'Comment fonctionnent les points de récompense ?',
        answer: (
          <>
            Les points valent un dollar par tranche de 100 points et peuvent être appliqués au paiement, jusqu’à
            concurrence du total de la commande après rabais. Votre solde et votre historique se trouvent sous
            Récompenses dans votre compte, avec vos cartes-cadeaux.
          </>
        ),
      },
      {
        id: 'password',
        question: 'J’ai oublié mon mot de passe.',
        answer: (
          <>
            Utilisez la <PageLink to="/recover">récupération du mot de passe</PageLink> pour recevoir un lien de
            réinitialisation par courriel. Choisir un nouveau mot de passe vous connecte.
          </>
        ),
      },
    ],
  },
  {
    title: 'Canada',
    questions: [
      {
        id: 'canada',
        question: 'Puis-je soumettre depuis le Canada ?',
        answer: (
          <>
            Pas pour le moment : les soumissions depuis le Canada sont actuellement suspendues, et le formulaire de
            soumission traite chaque commande comme une commande américaine. Notre{' '}
            <PageLink to={`/${CANADA_FRENCH_PATH}`}>page canadienne</PageLink> présente les dernières nouvelles et les
            coordonnées de notre bureau canadien.
          </>
        ),
      },
    ],
  },
];

export default function Page() {
  return (
    <>
      <P>
        Les réponses aux questions que les collectionneurs nous posent le plus souvent, regroupées par sujet.
        Sélectionnez une question pour afficher sa réponse. Si la vôtre n’y est pas, communiquez avec notre bureau :
        l’adresse, le numéro de téléphone et le courriel se trouvent sur la{' '}
        <PageLink to="/shipping">page d’expédition</PageLink>.
      </P>
      <FaqTopics topics={topics} />
    </>
  );
}

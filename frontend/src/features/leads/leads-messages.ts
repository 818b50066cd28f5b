import { DEALER_BUSINESS_TYPES, emailMessages, leadMessages } from '@certus/contracts';
import { defineMessages } from '../region/index.ts';

/** The bot check's message (contracts http/account.ts BotCheck), shown on the lead forms. */
const BOT_CHECK_REQUIRED = 'Please complete the bot check.';

/**
 * The landing pages' and their forms' words in English and French (spec 2.1 French variant): /submission-form,
 * /services, /servicesOld, /become-dealer, the lead, dealer and call-back forms, their validation and the
 * server's sentences shown to the visitor. The spec's English sentences stay the contracts' own (leadMessages);
 * their French versions sit beside them. French typography: a no-break space (U+00A0) before : ; ? ! and in « ».
 */
export const leadsMessages = defineMessages({
  en: {
    // The layout and the call-back card
    rather: 'Rather talk to someone?',
    ratherText: 'Leave your name and number and a grader calls you back within one business day, or call us at ',
    // The forms
    yourName: 'Your name',
    email: 'E-mail',
    phone: 'Phone',
    phoneNumber: 'Phone number',
    phoneHint: 'If you would rather we call',
    location: 'Location or country',
    locationHint: 'City, state or country',
    businessName: 'Business name',
    businessKind: 'Kind of business',
    choose: 'Choose…',
    businessKinds: DEALER_BUSINESS_TYPES.map((kind) => kind as string),
    website: 'Website or online store',
    websiteHint: 'If you have one',
    aboutBusiness: 'About your business',
    aboutBusinessHint: 'How many books a month, which kinds, anything we should know',
    whatGraded: 'What would you like graded or pressed?',
    whatGradedHint: 'How many books, which titles or eras, any question',
    botCheck: 'Bot check',
    sendRequest: 'Send my request',
    callMeBack: 'Call me back',
    requestReceived: 'Request received',
    weWillCall: 'We will call you',
    notSent: 'Your request was not sent',
    // The contracts' sentences (validation, the server's answers), English as the spec words them.
    sentences: [
      leadMessages.duplicate,
      leadMessages.failed,
      leadMessages.received,
      leadMessages.dealerReceived,
      leadMessages.nameRequired,
      leadMessages.nameTooLong,
      leadMessages.phoneInvalid,
      leadMessages.locationTooLong,
      leadMessages.messageTooLong,
      leadMessages.companyRequired,
      leadMessages.companyTooLong,
      leadMessages.websiteTooLong,
      leadMessages.businessTypeRequired,
      leadMessages.callNameRequired,
      leadMessages.callPhoneRequired,
      leadMessages.callbackReceived,
      leadMessages.callbackPending,
      emailMessages.required,
      emailMessages.invalid,
      BOT_CHECK_REQUIRED,
    ] as string[],
    // /become-dealer
    dealerTitle: 'Become a Certus dealer',
    dealerIntro:
      'Comic shops, online sellers, convention dealers and auction houses who grade with us every month get dealer pricing, a pick-up schedule and a contact of their own at our Plano office.',
    dealerFormHeading: 'Apply to the dealer program',
    dealerFormLead: 'Tell us about your business; our dealer team answers within two business days.',
    apply: 'Apply',
    dealerBenefits: 'What dealers get',
    dealerBenefitItems: [
      'Volume pricing on grading and pressing, from the first month.',
      'A monthly pick-up of your submissions, insured door to door.',
      'One contact at our office who knows your account and your books.',
    ],
    dealerLocatorBefore: 'Your shop on our ',
    dealerLocatorLink: 'store locator',
    dealerLocatorAfter: ', where collectors look for a place to drop off.',
    dealerCertificates: 'Certificates your buyers can check themselves, on any phone, from the number on the label.',
    dealerHow: 'How it works',
    dealerSteps: [
      'Send the form: your business, what you sell and about how many books a month you would grade.',
      'Our dealer team calls you to agree the pricing and the pick-up schedule.',
      'You submit online under your account, as any member does, with dealer pricing applied.',
    ],
    dealerTerms: 'Terms',
    dealerTermsBefore: 'Dealer accounts follow our ',
    dealerTermsLink: 'business terms',
    dealerTermsMiddle: '. Questions before you apply? The ',
    dealerHelpLink: 'help center',
    dealerTermsAfter: ' answers most of them.',
    // /services and /servicesOld
    servicesTitle: 'Our services',
    servicesIntro:
      'Grading, pressing, signature authentication and certification for comic books, magazines and manga, all under one roof in Plano, Texas. Tell us what you have and we will tell you which services are worth it for your books.',
    servicesFormHeading: 'Ask about a service',
    servicesFormLead: 'A grader answers within one business day. No account needed.',
    sendQuestion: 'Send my question',
    whatWeDo: 'What we do',
    // Title, text, link: grading, pressing, signatures, artwork, express, reholdering.
    services: [
      'Grading and certification',
      'Every book examined by two graders, graded on the 10-point scale, sealed in a tamper-evident holder and recorded in our census.',
      'How we grade',
      'Pressing and dry cleaning',
      'Non-color-breaking bends, ripples and handling grime removed in-house before grading, only where it can raise the grade.',
      'What pressing can fix',
      'Signature authentication',
      'Signatures witnessed by our staff at signings, or verified by our experts afterwards, noted on the label.',
      'The signature programs',
      'Original artwork',
      'Covers, interior pages and sketches authenticated and encapsulated in a holder made for art.',
      'Artwork services',
      'Express turnaround',
      'Priority and express tiers for the books that cannot wait: a show next month, a sale closing soon.',
      'Express services',
      'Reholdering',
      'A scratched or cracked holder replaced, the grade and certificate number kept.',
      'Prices and turnaround',
    ],
    whyTitle: 'Why collectors send us their books',
    whyBefore: 'Anyone can check a certificate from the number on its label, with the search at the top of every page; every graded copy is counted in the ',
    whyPopulation: 'population report',
    whyMiddle1: '; the ',
    whyFeatured: 'featured comics',
    whyMiddle2: ' show what comes back from grading; and our ',
    whyPromise: 'money-back promise',
    whyAfter: ' stands behind every grade.',
    // /submission-form
    submissionTitle: 'Get your books graded by Certus',
    submissionDocumentTitle: 'Submission request',
    submissionIntro:
      'Tell us what you would like graded, pressed or authenticated. A grader reads every request and answers within one business day with the service, tier and turnaround that fit your books, before you send us anything.',
    submissionFormHeading: 'Ask for a recommendation',
    submissionFormLead: 'No account needed and no obligation. We use your details only to answer this request.',
    submissionHow: 'How a submission works',
    submissionSteps: [
      'Tell us about your books.',
      'How many, which titles or eras, what matters to you: the grade, a signature, speed.',
      'We recommend a service.',
      'Grading tier by declared value, pressing where it will help, signature programs where they apply.',
      'You submit online and send the books.',
      'By mail to our Plano office with the packing slip, or at a drop-off counter. ',
      'Follow every step.',
      'Received, pressed, graded, encapsulated, shipped: the order tracker shows each as it happens.',
    ],
    howToShip: 'How to pack and ship',
    submissionWhat: 'What we grade',
    submissionWhatText:
      'Comic books from the Golden Age to today, magazines and manga, graded on the 10-point scale and sealed in a tamper-evident holder with a certificate anyone can check online. Original artwork and signed books have programs of their own: ',
    authenticSignatures: 'authentic signatures',
    verifiedSignatures: 'verified signatures',
    and: ' and ',
    originalArtwork: 'original artwork',
    pricesBefore: 'Prices and turnaround by tier are on the ',
    pricingPage: 'pricing page',
    pricesAfter: '. Already a member? ',
    startSubmission: 'Start a submission',
  },
  fr: {
    rather: 'Vous préférez parler à quelqu’un ?',
    ratherText: 'Laissez votre nom et votre numéro et un évaluateur vous rappelle dans un délai d’un jour ouvrable, ou appelez-nous au ',
    yourName: 'Votre nom',
    email: 'Courriel',
    phone: 'Téléphone',
    phoneNumber: 'Numéro de téléphone',
    phoneHint: 'Si vous préférez que nous vous appelions',
    location: 'Lieu ou pays',
    locationHint: 'Ville, province, État ou pays',
    businessName: 'Nom de l’entreprise',
    businessKind: 'Type d’entreprise',
    choose: 'Choisir…',
    businessKinds: ['Boutique de bandes dessinées', 'Vendeur en ligne', 'Marchand de congrès', 'Maison de vente aux enchères', 'Autre'],
    website: 'Site Web ou boutique en ligne',
    websiteHint: 'Si vous en avez un',
    aboutBusiness: 'À propos de votre entreprise',
    aboutBusinessHint: 'Combien de livres par mois, de quels types, tout ce que nous devrions savoir',
    whatGraded: 'Que voulez-vous faire classer ou presser ?',
    whatGradedHint: 'Combien de livres, quels titres ou quelles époques, toute question',
    botCheck: 'Vérification anti-robot',
    sendRequest: 'Envoyer ma demande',
    callMeBack: 'Rappelez-moi',
    requestReceived: 'Demande reçue',
    weWillCall: 'Nous vous appellerons',
    notSent: 'Votre demande n’a pas été envoyée',
    sentences: [
      'Une demande a déjà été envoyée avec cette adresse courriel.',
      'Un problème est survenu. Veuillez réessayer plus tard.',
      'Merci ! Votre demande est parvenue à notre équipe ; nous communiquerons avec vous dans un délai d’un jour ouvrable.',
      'Merci ! Notre équipe des marchands communiquera avec vous dans un délai de deux jours ouvrables.',
      'Veuillez entrer votre nom.',
      'Le nom peut compter au plus 100 caractères.',
      'Veuillez entrer un numéro de téléphone valide.',
      'Le lieu peut compter au plus 120 caractères.',
      'Le message peut compter au plus 2000 caractères.',
      'Veuillez entrer le nom de votre entreprise.',
      'Le nom de l’entreprise peut compter au plus 120 caractères.',
      'Le site Web peut compter au plus 200 caractères.',
      'Veuillez choisir le type d’entreprise.',
      'Veuillez entrer votre nom.',
      'Veuillez entrer votre numéro de téléphone.',
      'Merci ! Nous vous rappellerons dans un délai d’un jour ouvrable.',
      'Nous avons déjà une demande de rappel pour ce numéro ; nous vous appellerons bientôt.',
      'Le champ Courriel est obligatoire.',
      'Le champ Courriel ne contient pas une adresse courriel valide.',
      'Veuillez compléter la vérification anti-robot.',
    ],
    dealerTitle: 'Devenir détaillant Certus',
    dealerIntro:
      'Les boutiques de bandes dessinées, les vendeurs en ligne, les marchands des congrès et les maisons de vente aux enchères qui font classer leurs livres chez nous chaque mois obtiennent des prix de marchand, un calendrier de ramassage et une personne-ressource attitrée à notre bureau de Plano.',
    dealerFormHeading: 'Adhérer au programme des marchands',
    dealerFormLead: 'Parlez-nous de votre entreprise ; notre équipe des marchands vous répond dans un délai de deux jours ouvrables.',
    apply: 'Envoyer ma candidature',
    dealerBenefits: 'Ce que les marchands obtiennent',
    dealerBenefitItems: [
      'Des prix de volume sur le classement et le pressage, dès le premier mois.',
      'Un ramassage mensuel de vos soumissions, assuré de porte à porte.',
      'Une personne-ressource à notre bureau qui connaît votre compte et vos livres.',
    ],
    dealerLocatorBefore: 'Votre boutique dans notre ',
    dealerLocatorLink: 'localisateur de magasins',
    dealerLocatorAfter: ', où les collectionneurs cherchent un endroit où déposer leurs livres.',
    dealerCertificates: 'Des certificats que vos acheteurs peuvent vérifier eux-mêmes, sur n’importe quel téléphone, à partir du numéro de l’étiquette.',
    dealerHow: 'Comment ça fonctionne',
    dealerSteps: [
      'Envoyez le formulaire : votre entreprise, ce que vous vendez et environ combien de livres par mois vous feriez classer.',
      'Notre équipe des marchands vous appelle pour convenir des prix et du calendrier de ramassage.',
      'Vous soumettez en ligne avec votre compte, comme tout membre, avec les prix de marchand appliqués.',
    ],
    dealerTerms: 'Conditions',
    dealerTermsBefore: 'Les comptes marchands sont régis par nos ',
    dealerTermsLink: 'conditions commerciales',
    dealerTermsMiddle: '. Des questions avant de faire votre demande ? Le ',
    dealerHelpLink: 'centre d’aide',
    dealerTermsAfter: ' répond à la plupart d’entre elles.',
    servicesTitle: 'Nos services',
    servicesIntro:
      'Classement, pressage, authentification des signatures et certification des bandes dessinées, des magazines et des mangas, le tout sous un même toit à Plano, au Texas. Dites-nous ce que vous avez et nous vous dirons quels services en valent la peine pour vos livres.',
    servicesFormHeading: 'Se renseigner sur un service',
    servicesFormLead: 'Un évaluateur vous répond dans un délai d’un jour ouvrable. Aucun compte requis.',
    sendQuestion: 'Envoyer ma question',
    whatWeDo: 'Ce que nous faisons',
    services: [
      'Classement et certification',
      'Chaque livre est examiné par deux évaluateurs, classé sur l’échelle de 10 points, scellé dans un boîtier inviolable et inscrit à notre recensement.',
      'Comment nous classons',
      'Pressage et nettoyage à sec',
      'Plis sans cassure de couleur, ondulations et saleté de manipulation éliminés chez nous avant le classement, seulement lorsque cela peut améliorer la note.',
      'Ce que le pressage peut corriger',
      'Authentification des signatures',
      'Signatures témoignées par notre personnel lors des séances de dédicaces, ou vérifiées ensuite par nos experts, et indiquées sur l’étiquette.',
      'Les programmes de signatures',
      'Œuvres originales',
      'Couvertures, pages intérieures et croquis authentifiés et encapsulés dans un boîtier conçu pour l’art.',
      'Services pour les œuvres',
      'Délai express',
      'Des niveaux prioritaire et express pour les livres qui ne peuvent pas attendre : un salon le mois prochain, une vente qui se termine bientôt.',
      'Services express',
      'Remplacement de boîtier',
      'Un boîtier égratigné ou fissuré est remplacé, la note et le numéro de certificat sont conservés.',
      'Prix et délais',
    ],
    whyTitle: 'Pourquoi les collectionneurs nous confient leurs livres',
    whyBefore:
      'N’importe qui peut vérifier un certificat à partir du numéro de son étiquette, avec la recherche en haut de chaque page ; chaque exemplaire classé est compté dans le ',
    whyPopulation: 'rapport de population',
    whyMiddle1: ' ; les ',
    whyFeatured: 'bandes dessinées en vedette',
    whyMiddle2: ' montrent ce qui revient du classement ; et notre ',
    whyPromise: 'promesse de remboursement',
    whyAfter: ' garantit chaque note.',
    submissionTitle: 'Faites classer vos livres par Certus',
    submissionDocumentTitle: 'Demande de soumission',
    submissionIntro:
      'Dites-nous ce que vous voulez faire classer, presser ou authentifier. Un évaluateur lit chaque demande et vous répond dans un délai d’un jour ouvrable avec le service, le niveau et le délai qui conviennent à vos livres, avant que vous nous envoyiez quoi que ce soit.',
    submissionFormHeading: 'Demander une recommandation',
    submissionFormLead: 'Aucun compte requis et aucune obligation. Nous utilisons vos coordonnées uniquement pour répondre à cette demande.',
    submissionHow: 'Comment se déroule une soumission',
    submissionSteps: [
      'Parlez-nous de vos livres.',
      'Combien, quels titres ou quelles époques, ce qui compte pour vous : la note, une signature, la rapidité.',
      'Nous vous recommandons un service.',
      'Le niveau de classement selon la valeur déclarée, le pressage lorsqu’il aidera, les programmes de signatures lorsqu’ils s’appliquent.',
      'Vous soumettez en ligne et envoyez les livres.',
      'Par la poste à notre bureau de Plano avec le bordereau d’emballage, ou à un comptoir de dépôt. ',
      'Suivez chaque étape.',
      'Reçu, pressé, classé, encapsulé, expédié : le suivi de commande affiche chaque étape au moment où elle a lieu.',
    ],
    howToShip: 'Comment emballer et expédier',
    submissionWhat: 'Ce que nous classons',
    submissionWhatText:
      'Les bandes dessinées de l’âge d’or à aujourd’hui, les magazines et les mangas, classés sur l’échelle de 10 points et scellés dans un boîtier inviolable avec un certificat que tout le monde peut vérifier en ligne. Les œuvres originales et les livres signés ont leurs propres programmes : ',
    authenticSignatures: 'signatures authentiques',
    verifiedSignatures: 'signatures vérifiées',
    and: ' et ',
    originalArtwork: 'œuvres originales',
    pricesBefore: 'Les prix et les délais par niveau se trouvent sur la ',
    pricingPage: 'page des prix',
    pricesAfter: '. Déjà membre ? ',
    startSubmission: 'Commencer une soumission',
  },
});

export type LeadsWords = (typeof leadsMessages)['en'];

/** A contracts' sentence (validation, the server's answer) in the language read; any other as it came. */
export function leadSentence(text: LeadsWords, english: string): string {
  const index = leadsMessages.en.sentences.indexOf(english);
  return index < 0 ? english : (text.sentences[index] ?? english);
}

/** Every sentence of a joined message (the 400 summary joins the fields' messages with a space), each translated. */
export function leadSentences(text: LeadsWords, message: string): string {
  if (text === leadsMessages.en) return message;
  const whole = leadSentence(text, message);
  if (whole !== message) return whole;
  let rest = message;
  let out = '';
  // The known sentences, longest first, wherever they start a remaining part.
  const known = [...leadsMessages.en.sentences].sort((a, b) => b.length - a.length);
  while (rest.length) {
    const found = known.find((sentence) => rest.startsWith(sentence));
    if (!found) return message;
    out += (out ? ' ' : '') + leadSentence(text, found);
    rest = rest.slice(found.length).trimStart();
  }
  return out;
}

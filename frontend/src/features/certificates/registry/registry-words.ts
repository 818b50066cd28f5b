import { defineMessages } from '../../region/index.ts';

const N = '\u00a0';

/** What the certificate page's registry panel says (issue [5/7]), in English and French (the French variant). */
export const registryWords = defineMessages({
  en: {
    heading: 'Registry',
    checking: 'Checking this certificate in the registry…',
    verified: 'Verified in the Certus registry',
    verifiedDetail: (place: string, size: string, signedOn: string) => `Entry ${place} of the ${size} in the tree the registry signed on ${signedOn}.`,
    verifiedHow: 'Checked by this browser: the registry’s signature on its tree, and this certificate’s place in it.',
    recertified: (count: number) => `Logged ${count} times: certified, then certified again.`,
    pending: (loggedOn: string) => `Logged in the registry on ${loggedOn}. It will be in the next signed tree, within the hour.`,
    differs: (what: string, logged: string) => `The registry records another ${what} for this certificate: ${logged}. Contact us before you rely on this page.`,
    differsGrade: 'grade',
    differsCategory: 'category',
    differsBook: 'book',
    failed: 'The registry’s proof for this certificate does not check. Do not rely on it, and contact us.',
    notFound: 'This certificate is not in the registry yet.',
    unavailable: 'The registry could not be reached. Try again later.',
    seeProof: 'See the proof (JSON)',
    keyOf: (keyId: string) => `Key ${keyId}`,
  },
  fr: {
    heading: 'Registre',
    checking: 'Vérification de ce certificat dans le registre…',
    verified: 'Vérifié dans le registre Certus',
    verifiedDetail: (place: string, size: string, signedOn: string) => `Entrée ${place} sur ${size} de l’arbre signé par le registre le ${signedOn}.`,
    verifiedHow: `Vérifié par ce navigateur${N}: la signature du registre sur son arbre, et la place de ce certificat dans celui-ci.`,
    recertified: (count: number) => `Inscrit ${count} fois${N}: certifié, puis certifié de nouveau.`,
    pending: (loggedOn: string) => `Inscrit au registre le ${loggedOn}. Il figurera dans le prochain arbre signé, dans l’heure.`,
    differs: (what: string, logged: string) => `Le registre indique une autre ${what} pour ce certificat${N}: ${logged}. Contactez-nous avant de vous fier à cette page.`,
    differsGrade: 'note',
    differsCategory: 'catégorie',
    differsBook: 'édition',
    failed: 'La preuve du registre pour ce certificat ne se vérifie pas. Ne vous y fiez pas et contactez-nous.',
    notFound: 'Ce certificat n’est pas encore inscrit au registre.',
    unavailable: 'Le registre n’a pas pu être joint. Réessayez plus tard.',
    seeProof: 'Voir la preuve (JSON)',
    keyOf: (keyId: string) => `Clé ${keyId}`,
  },
});

import type { CertificateRevocation } from '@certus/contracts';
import { dateFormat } from '../../../lib/date-formats.ts';
import { defineMessages, localeOf, type Language } from '../../region/index.ts';

const N = '\u00a0';

/**
 * What every page showing a graded comic says of a revoked certificate (issue [5/7]): the public certificate, the
 * population report's dialog, the member's comics. The reason's words are the server's (contracts
 * REVOCATION_REASON_TEXT, in English: lang="en" on a French page).
 */
export const revocationWords = defineMessages({
  en: {
    noticeTitle: (day: string) => `This certificate was revoked on ${day}`,
    reason: 'Reason: ',
    gradeVoid: 'The grade on this label no longer stands, and this copy is no longer counted in the population report.',
    buyerWarning: 'If you are offered this slab, do not rely on its label: the details shown here are those of the certificate that was revoked.',
    badge: 'Revoked',
    summary: (day: string) => `Revoked on ${day}: `,
  },
  fr: {
    noticeTitle: (day: string) => `Ce certificat a été révoqué le ${day}`,
    reason: `Motif${N}: `,
    gradeVoid: 'La note de cette étiquette ne vaut plus, et cet exemplaire n’est plus compté dans le rapport de population.',
    buyerWarning: `Si l’on vous propose ce boîtier, ne vous fiez pas à son étiquette${N}: les détails affichés ici sont ceux du certificat révoqué.`,
    badge: 'Révoqué',
    summary: (day: string) => `Révoqué le ${day}${N}: `,
  },
});

/** "March 2, 2026" ("2 mars 2026"): the day (UTC) a certificate was revoked. */
export const revokedDayIn = (revocation: Pick<CertificateRevocation, 'revokedOn'>, language: Language) =>
  dateFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${revocation.revokedOn}T00:00:00.000Z`));

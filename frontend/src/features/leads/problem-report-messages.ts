import { PROBLEM_DESCRIPTION_MAX, leadMessages } from '@certus/contracts';
import { countIn, defineMessages } from '../region/index.ts';

/**
 * The problem report's words in English and French (spec 2.1 French variant, spec 5 Problem report). The
 * spec's English sentences stay the contracts' own (leadMessages); their French versions sit beside them,
 * index for index. French typography: a no-break space (U+00A0) before : ; ? !
 */
export const problemReportText = defineMessages({
  en: {
    title: 'Report a problem',
    intro:
      'Something on the site did not work as it should? Describe what you did and what happened; our support team reads every report and answers by e-mail.',
    reportSent: 'Report sent',
    notSent: 'Your report was not sent',
    formLabel: 'Problem report',
    description: 'Problem description',
    descriptionHint: (length: number) => `What you did, what you expected, what happened. ${length} of ${PROBLEM_DESCRIPTION_MAX} characters.`,
    send: 'Send report',
    sentences: [
      leadMessages.descriptionRequired,
      leadMessages.descriptionTooLong,
      leadMessages.problemReceived,
      leadMessages.failed,
    ] as string[],
  },
  fr: {
    title: 'Signaler un problème',
    intro:
      'Quelque chose sur le site n’a pas fonctionné comme prévu\u00a0? Décrivez ce que vous avez fait et ce qui s’est passé\u00a0; notre équipe de soutien lit chaque signalement et répond par courriel.',
    reportSent: 'Signalement envoyé',
    notSent: 'Votre signalement n’a pas été envoyé',
    formLabel: 'Signalement d’un problème',
    description: 'Description du problème',
    descriptionHint: (length: number) =>
      `Ce que vous avez fait, ce à quoi vous vous attendiez, ce qui s’est passé. ${countIn(length, 'fr')} sur ${countIn(PROBLEM_DESCRIPTION_MAX, 'fr')}\u00a0caractères.`,
    send: 'Envoyer le signalement',
    sentences: [
      'Veuillez décrire le problème',
      'La description peut compter au plus 500\u00a0caractères',
      'Merci de nous l’avoir signalé. Notre équipe de soutien va examiner la situation et vous répondra par courriel.',
      'Un problème est survenu. Veuillez réessayer plus tard.',
    ],
  },
});

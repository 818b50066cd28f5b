import type { EventView } from '@certus/contracts';
import { defineMessages, type Language } from '../region/index.ts';

/**
 * The words of the home page's strip (the next event and the banner slider), apart from the rest of the events
 * pages' (published-content-messages.ts, which includes these): the home page's first load carries only these.
 */
export const stripMessages = defineMessages({
  en: {
    kindConvention: 'Convention',
    kindSigning: 'Signing',
    kindOnsite: 'Onsite grading',
    nextEvent: 'Next event',
    allEventsAndSignings: 'All events and signings',
    playSlides: 'Play the slides',
    pauseSlides: 'Pause the slides',
    previousSlide: 'Previous slide',
    nextSlide: 'Next slide',
    slideOf: (n: number, count: number) => `${n} of ${count}`,
    slideNumber: (n: number, count: number) => `Slide ${n} of ${count}`,
  },
  fr: {
    kindConvention: 'Congrès',
    kindSigning: 'Séance de dédicaces',
    kindOnsite: 'Classement sur place',
    nextEvent: 'Prochain événement',
    allEventsAndSignings: 'Tous les événements et séances de dédicaces',
    playSlides: 'Lancer les diapositives',
    pauseSlides: 'Mettre les diapositives en pause',
    previousSlide: 'Diapositive précédente',
    nextSlide: 'Diapositive suivante',
    slideOf: (n: number, count: number) => `${n} sur ${count}`,
    slideNumber: (n: number, count: number) => `Diapositive ${n} sur ${count}`,
  },
});

export const kindName = (text: Pick<(typeof stripMessages)['en'], 'kindConvention' | 'kindSigning' | 'kindOnsite'>, kind: EventView['kind']) =>
  kind === 'convention' ? text.kindConvention : kind === 'signing' ? text.kindSigning : text.kindOnsite;

/**
 * The lang of what an editor published (a title, a description, a body): written in English, so marked so on a
 * French page (WCAG 3.1.2); nothing to mark on an English one. Records do not say their language today.
 */
export const recordLang = (language: Language) => (language === 'fr' ? 'en' : undefined);

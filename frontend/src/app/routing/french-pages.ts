import { siteStates } from '../site-states.ts';

/**
 * The French display variant (spec 2.1) reads in French on every screen but these: the staff's screens (every state
 * open to some roles only: workers', editors', auditors'; and the editors' preview) and the forum's sign-in relay,
 * which read in English on it and say so, their content marked lang="en" so that a screen reader reads it as English
 * (WCAG 3.1.2), while the frame around them (header, menus, footer) stays French. The staff's are read from the
 * site-state table rather than listed again here: a new staff screen is English by being one, and its names do not
 * weigh on every page's first load twice. Any other new screen is French: its words go in a
 * `defineMessages({ en, fr })` catalogue beside it (features/region/messages.ts).
 */
export const ENGLISH_ONLY_STATE_NAMES: ReadonlySet<string> = new Set([
  'all.preview',
  'sso.ninjapost',
  'sso.ninjapost2',
  ...siteStates.filter((state) => typeof state.access === 'object').map((state) => state.name),
]);

/** Whether the screen of a state reads in French on the French variant (a path the site does not know has none). */
export const hasFrenchVersion = (stateName: string | undefined) => stateName !== undefined && !ENGLISH_ONLY_STATE_NAMES.has(stateName);

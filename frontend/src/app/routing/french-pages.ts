/**
 * The French display variant (spec 2.1) reads in French on every screen but these: the staff's screens (workers'
 * and editors', and the editors' preview) and the forum's sign-in relay, which read in English on it and say so,
 * their content marked lang="en" so that a screen reader reads it as English (WCAG 3.1.2), while the frame around
 * them (header, menus, footer) stays French. A new screen is French unless it is added here: its words go in a
 * `defineMessages({ en, fr })` catalogue beside it (features/region/messages.ts).
 */
export const ENGLISH_ONLY_STATE_NAMES: ReadonlySet<string> = new Set([
  'all.preview',
  'sso.ninjapost',
  'sso.ninjapost2',
  'worker.orders',
  'worker.order',
  'worker.receive',
  'editor.content',
  'editor.new',
  'editor.record',
  'editor.stores',
  'editor.turnaround',
  'staff.inbox',
]);

/** Whether the screen of a state reads in French on the French variant (a path the site does not know has none). */
export const hasFrenchVersion = (stateName: string | undefined) => stateName !== undefined && !ENGLISH_ONLY_STATE_NAMES.has(stateName);

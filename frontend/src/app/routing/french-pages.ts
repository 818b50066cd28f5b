/**
 * The screens that read in French on the French display variant (spec 2.1; the states of site-states.ts and
 * the content pages, `all.<slug>`). Any other screen keeps its English text on that variant and says so, its
 * content marked lang="en" so that a screen reader reads it as English (WCAG 3.1.2), while the frame around it
 * (header, menus, footer) is French.
 */
export const FRENCH_STATE_NAMES: ReadonlySet<string> = new Set([
  'all.main',
  'all.classement-bandes-dessinees-canada',
  'all.grading-pressing',
  'all.pressing-pricing',
  'all.test',
]);

export const hasFrenchVersion = (stateName: string | undefined) => stateName !== undefined && FRENCH_STATE_NAMES.has(stateName);

import type { Language } from '../../region/index.ts';

/**
 * The label's words in the languages of the pages that show it: the certificate and grading notes pages read in
 * French on the French variant (spec 2.1), the member's comics in English; each page passes its language.
 */
export const gradedComicWords = {
  en: { grade: (grade: string) => `Grade ${grade}`, graderNotes: 'Grader notes', asp: 'Authentic signatures (ASP)', vsp: 'Verified signatures (VSP)' },
  fr: { grade: (grade: string) => `Note ${grade}`, graderNotes: 'Notes de l’évaluateur', asp: 'Signatures authentiques (ASP)', vsp: 'Signatures vérifiées (VSP)' },
} as const satisfies Record<Language, Record<string, unknown>>;

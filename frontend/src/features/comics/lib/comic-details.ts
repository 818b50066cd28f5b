import { slabAltText, type MemberComic, type SlabDescription } from '@certus/contracts';
import type { Language } from '../../region/index.ts';

/** Spec 7.3: comics_details carries ASP_Signers, VSP_Signers and Grader_Notes, each a list joined with '~'. */
export function splitDetails(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "9.8": grades are on the scale of spec 9, shown with one decimal. */
export const formatGrade = (grade: number) => grade.toFixed(1);

/** A grade in the reader's language: "9.8", or "9,8" in French (the slab itself prints "9.8"). */
export const gradeIn = (grade: number, language: Language) => (language === 'fr' ? formatGrade(grade).replace('.', ',') : formatGrade(grade));

/**
 * A slab's alt text in the reader's language (contracts slabAltText is the English one). The category is
 * printed on the slab in English and stays so.
 */
export function slabAltIn(slab: SlabDescription, language: Language): string {
  if (language === 'en') return slabAltText(slab);
  const year = slab.displayYear ? ` (${slab.displayYear})` : '';
  return `Boîtier Certus de ${comicName(slab)}${year}, classé ${gradeIn(slab.grade, language)} ${slab.category}`;
}

/** "Amazing Spider-Man #300", or the title alone for a book without an issue number. */
export const comicName = (comic: Pick<MemberComic, 'title' | 'issue'>) => (comic.issue ? `${comic.title} #${comic.issue}` : comic.title);

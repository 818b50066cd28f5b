import type { MemberComic } from '@certus/contracts';

/** Spec 7.3: comics_details carries ASP_Signers, VSP_Signers and Grader_Notes, each a list joined with '~'. */
export function splitDetails(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "9.8": grades are on the scale of spec 9, shown with one decimal. */
export const formatGrade = (grade: number) => grade.toFixed(1);

/** "Amazing Spider-Man #300", or the title alone for a book without an issue number. */
export const comicName = (comic: Pick<MemberComic, 'title' | 'issue'>) => (comic.issue ? `${comic.title} #${comic.issue}` : comic.title);

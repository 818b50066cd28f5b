/** Spec 7.3: comics_details carries ASP_Signers, VSP_Signers and Grader_Notes, each a list joined with '~'. */
export function splitDetails(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** "9.8": grades are on the scale of spec 9, shown with one decimal. */
export const formatGrade = (grade: number) => grade.toFixed(1);

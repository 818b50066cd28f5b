/** Spec 7.3: comics_details carries ASP_Signers, VSP_Signers and Grader_Notes, each a list joined with '~'. */
export function splitDetails(joined: string | null | undefined): string[] {
  return (joined ?? '')
    .split('~')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Spec 4 Comic category colours (contracts CATEGORY_COLOURS) as theme colours whose filled shade keeps 4.5:1. */
export const categoryThemeColour = {
  danger: 'red',
  warning: 'yellow',
  info: 'ink',
  secondary: 'gray.7',
} as const;

/** "9.8": grades are on the scale of spec 9, shown with one decimal. */
export const formatGrade = (grade: number) => grade.toFixed(1);

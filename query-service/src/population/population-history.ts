import type { GradeType, PopulationHistory } from '@certus/contracts';

/** The copies a book gained or lost at a grade in one month (population_grade_days summed by month). */
export interface MonthDelta {
  gradeType: GradeType;
  grade: number;
  /** yyyy-mm */
  month: string;
  delta: number;
}

/** yyyy-mm of the month after `month`. */
export function nextMonth(month: string): string {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  return m === 12 ? `${String(year + 1).padStart(4, '0')}-01` : `${month.slice(0, 4)}-${String(m + 1).padStart(2, '0')}`;
}

/**
 * A book's population month by month (pure): from the first month with a change to `lastMonth`, its copies per
 * grade type and grade at the end of each month (a running sum of the month deltas), and all grades together.
 * Grades come highest first, by grade type in `gradeTypes` order; changes after `lastMonth` are left out.
 */
export function populationHistory(deltas: readonly MonthDelta[], lastMonth: string, gradeTypes: readonly GradeType[]): PopulationHistory {
  const counted = deltas.filter((d) => d.month <= lastMonth);
  if (counted.length === 0) return { months: [], totals: [], grades: [] };
  const first = counted.reduce((min, d) => (d.month < min ? d.month : min), counted[0]!.month);
  const months: string[] = [];
  for (let month = first; month <= lastMonth; month = nextMonth(month)) months.push(month);
  const at = new Map(months.map((month, i) => [month, i]));

  const byGrade = new Map<string, { gradeType: GradeType; grade: number; change: number[] }>();
  for (const d of counted) {
    const key = `${d.gradeType}|${d.grade}`;
    let row = byGrade.get(key);
    if (!row) byGrade.set(key, (row = { gradeType: d.gradeType, grade: d.grade, change: new Array<number>(months.length).fill(0) }));
    row.change[at.get(d.month)!]! += d.delta;
  }
  const runningSum = (change: number[]) => {
    let sum = 0;
    return change.map((c) => (sum += c));
  };
  const grades = [...byGrade.values()]
    .sort((a, b) => gradeTypes.indexOf(a.gradeType) - gradeTypes.indexOf(b.gradeType) || b.grade - a.grade)
    .map(({ gradeType, grade, change }) => ({ gradeType, grade, copies: runningSum(change) }));
  const totals = months.map((_, i) => grades.reduce((sum, g) => sum + g.copies[i]!, 0));
  return { months, totals, grades };
}

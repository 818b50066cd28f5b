import { useId, type CSSProperties } from 'react';
import { Text, VisuallyHidden } from '@mantine/core';
import type { GradeCount } from '@certus/contracts';
import { formatGrade } from '../../comics/index.ts';
import { useLanguage } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';
import classes from './grade-distribution-chart.module.css';

/** Room kept above the tallest bar for its count. */
const COUNT_LABEL_PX = 16;

interface GradeDistributionChartProps {
  /** Copies per grade, lowest grade first (as the census answers them). */
  grades: readonly GradeCount[];
  /** Names the chart and its table, e.g. "Copies per grade of Amazing Spider-Man #300". */
  label: string;
  /** Height of the tallest bar, in pixels. */
  height?: number;
}

/**
 * How a book's certified copies spread over the grades: one bar per grade that has copies, lowest to highest,
 * each with its count above and its grade below. Drawn with CSS, no chart library. The bars are hidden from
 * assistive technology, which reads the same numbers from a visually hidden table instead.
 */
export function GradeDistributionChart({ grades, label, height = 96 }: GradeDistributionChartProps) {
  const captionId = useId();
  const total = grades.reduce((sum, g) => sum + g.copies, 0);
  const tallest = Math.max(1, ...grades.map((g) => g.copies));
  const language = useLanguage();
  const text = populationWords[language];
  if (grades.length === 0) {
    return (
      <Text size="sm" c="dimmed" data-testid="grade-chart-empty">
        {text.noCopiesYet}
      </Text>
    );
  }
  return (
    <figure className={classes.figure} aria-labelledby={captionId} data-testid="grade-chart">
      <figcaption id={captionId} className={classes.caption}>
        {label} ({text.copies(total)})
      </figcaption>
      <div className={classes.plot} style={{ '--chart-height': `${height}px` } as CSSProperties} aria-hidden>
        {grades.map((g) => (
          <div key={g.grade} className={classes.column} data-grade={formatGrade(g.grade)} data-copies={g.copies}>
            <div className={classes.track}>
              <span className={classes.count}>{g.copies}</span>
              <div className={classes.bar} style={{ height: Math.max(2, Math.round((g.copies / tallest) * (height - COUNT_LABEL_PX))) }} />
            </div>
            <span className={classes.grade}>{gradeNumberIn(g.grade, language)}</span>
          </div>
        ))}
      </div>
      <VisuallyHidden>
        <table aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col">{text.grade}</th>
              <th scope="col">{text.copiesColumn}</th>
            </tr>
          </thead>
          <tbody>
            {grades.map((g) => (
              <tr key={g.grade}>
                <td>{gradeNumberIn(g.grade, language)}</td>
                <td>{g.copies}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}

import { Fragment, useId, type ReactNode } from 'react';
import { Anchor, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { gradeColumnKey, type CensusBook, type CensusGridSort, type CensusTitleSummary, type GradeCount, type SortDirection } from '@certus/contracts';
import { coverDate } from '../lib/census-format.ts';
import type { Language } from '../../region/index.ts';
import { countIn, useLanguage } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';
import { censusGridPath } from '../lib/census-paths.ts';
import { useScrollEdges } from '../../../components/ui/use-scroll-edges.ts';
import classes from './census-table.module.css';

export interface CensusTableSorting {
  sort: CensusGridSort;
  direction: SortDirection;
  onSort(sort: CensusGridSort): void;
}

interface CensusTableProps {
  /** Names the table (its caption, shown to assistive technology). */
  caption: string;
  books: readonly CensusBook[];
  /** The grade columns, highest grade first. */
  grades: readonly number[];
  /** The book's /comic-details address. */
  detailsHref(book: CensusBook): string;
  /** The listing: rows of several titles, each title's run under a row naming it with a link to its census grid. */
  titles?: readonly CensusTitleSummary[];
  /** The census grid: a last row with the title's copies at each grade. */
  totals?: { copies: number; grades: readonly GradeCount[] };
  /** Column headings become buttons that sort the rows (the census grid). */
  sorting?: CensusTableSorting;
  busy?: boolean;
}

/**
 * The census as collectors read it: a row per book (issue, cover date, copies), a column per grade with the
 * copies at it, highest grade first; empty cells are grades with none. Scrolls inside its own box with the
 * header row and the issue column held in place (census-table.module.css).
 */
export function CensusTable({ caption, books, grades, detailsHref, titles, totals, sorting, busy = false }: CensusTableProps) {
  const captionId = useId();
  const { ref, frameRef } = useScrollEdges<HTMLDivElement>();
  const summaryOf = new Map(titles?.map((t) => [t.title, t]));
  const columns = 3 + grades.length;
  const language = useLanguage();
  const text = populationWords[language];

  const heading = (label: ReactNode, sort: CensusGridSort, className: string | undefined, describe: string) => {
    if (!sorting) {
      return (
        <th scope="col" className={className}>
          {label}
        </th>
      );
    }
    const active = sorting.sort === sort;
    return (
      <th scope="col" className={className} aria-sort={active ? (sorting.direction === 'asc' ? 'ascending' : 'descending') : undefined}>
        <UnstyledButton className={classes.sortButton} onClick={() => sorting.onSort(sort)} title={text.sortBy(describe)} data-testid={`sort-${sort}`}>
          {label}
          <span className={classes.sortMark} aria-hidden="true">
            {active ? (sorting.direction === 'asc' ? '▲' : '▼') : ''}
          </span>
        </UnstyledButton>
      </th>
    );
  };

  return (
    <div ref={frameRef} className={classes.frame}>
      <Text className={classes.cue} component="p">
        {text.scrollCue}
      </Text>
      <div className={classes.scroller} ref={ref} tabIndex={0} role="region" aria-labelledby={captionId} aria-busy={busy} data-testid="census-table-scroller">
        <table className={classes.table}>
          <VisuallyHidden component="caption" id={captionId}>
            {caption}
          </VisuallyHidden>
          <thead>
            <tr>
              {heading(text.issue, 'issue', classes.issue, text.issueNumberColumn)}
              {heading(text.coverDate, 'year', classes.date, text.coverDateColumn)}
              {heading(text.total, 'total', classes.total, text.totalColumn)}
              {grades.map((grade) => (
                <Fragment key={grade}>{heading(gradeNumberIn(grade, language), gradeColumnKey(grade) as CensusGridSort, classes.count, text.copiesAtColumn(gradeNumberIn(grade, language)))}</Fragment>
              ))}
            </tr>
          </thead>
          <tbody>
            {books.map((book, index) => {
              const startsTitle = titles !== undefined && (index === 0 || books[index - 1]!.title !== book.title);
              const summary = summaryOf.get(book.title);
              return (
                <Fragment key={book.bookId}>
                  {startsTitle ? (
                    <tr className={classes.group} data-testid="census-title-row">
                      <th scope="colgroup" colSpan={columns}>
                        <span className={classes.groupLabel}>
                          <Text component="span" fw={700}>
                            {book.title}
                          </Text>
                          {summary ? (
                            <>
                              <Text component="span" size="xs" c="dimmed">
                                {text.books(summary.books)}, {text.copies(summary.copies)}
                              </Text>
                              <Anchor component={Link} to={censusGridPath(summary.slug)} size="sm">
                                {text.censusGridLink} <VisuallyHidden>{text.ofTitle(book.title)}</VisuallyHidden>
                              </Anchor>
                            </>
                          ) : null}
                        </span>
                      </th>
                    </tr>
                  ) : null}
                  <BookRow book={book} grades={grades} href={detailsHref(book)} language={language} />
                </Fragment>
              );
            })}
          </tbody>
          {totals ? (
            <tfoot>
              <tr data-testid="census-totals">
                <th scope="row" className={classes.issue}>
                  {text.allIssues}
                </th>
                <td className={classes.date} />
                <td className={classes.total}>{countIn(totals.copies, language)}</td>
                {grades.map((grade) => (
                  <td key={grade} className={classes.count}>
                    {countText(totals.grades, grade, language)}
                  </td>
                ))}
              </tr>
            </tfoot>
          ) : null}
        </table>
      </div>
    </div>
  );
}

function BookRow({ book, grades, href, language }: { book: CensusBook; grades: readonly number[]; href: string; language: Language }) {
  return (
    <tr data-testid="census-row">
      <th scope="row" className={classes.issue}>
        <span className={classes.issueLine}>
          <Anchor component={Link} to={href} className={classes.issueLink} underline="hover" size="sm">
            <VisuallyHidden>{book.title}</VisuallyHidden> {book.issue ? `#${book.issue}` : book.title}
          </Anchor>
          {/* On a narrow screen the cover date column gives way to this line, so the counts come sooner. */}
          <span className={classes.dateInline}>{coverDate(book, language)}</span>
          {book.variant ? (
            <span className={classes.variant} title={book.variant}>
              {book.variant}
            </span>
          ) : null}
          {book.keyComments ? (
            <span className={classes.note} title={book.keyComments}>
              {book.keyComments}
            </span>
          ) : null}
        </span>
      </th>
      <td className={classes.date}>{coverDate(book, language)}</td>
      <td className={classes.total}>{countIn(book.copies, language)}</td>
      {grades.map((grade) => (
        <td key={grade} className={classes.count}>
          {countText(book.grades, grade, language)}
        </td>
      ))}
    </tr>
  );
}

/** The copies at a grade, or nothing when there are none (an empty cell reads faster than a column of zeros). */
function countText(counts: readonly GradeCount[], grade: number, language: Language): string {
  const copies = counts.find((g) => g.grade === grade)?.copies ?? 0;
  return copies > 0 ? countIn(copies, language) : '';
}

/** The grade columns of some books: every grade any of them has, highest first. */
export function gradeColumnsOf(books: readonly CensusBook[]): number[] {
  return [...new Set(books.flatMap((b) => b.grades.filter((g) => g.copies > 0).map((g) => g.grade)))].sort((a, b) => b - a);
}



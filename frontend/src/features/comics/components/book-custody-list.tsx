import type { ReactNode } from 'react';
import { Accordion, Text } from '@mantine/core';
import type { BookCustody } from '@certus/contracts';
import { useLanguage, type Language } from '../../region/index.ts';
import { custodyMessages } from '../comics-messages.ts';
import { CustodyTimeline } from './custody-timeline.tsx';

export interface BookCustodyListProps {
  books: readonly BookCustody[];
  /** The heading level of each book's name (the accordion's controls sit in headings). */
  headingOrder: 3 | 4;
  /** The page's language when it is not the visitor's (the auditor's screens read in English). */
  language?: Language;
  formatTime?: (iso: string) => string;
  /** What a page shows of a book above its steps (the auditor: its declared value). */
  bookFacts?: (book: BookCustody) => ReactNode;
}

/**
 * The custody of every book of an order, one collapsible panel each (the first one open), so an order of many
 * books stays short: each panel names the book and its certification, and holds its timeline.
 */
export function BookCustodyList({ books, headingOrder, language, formatTime, bookFacts }: BookCustodyListProps) {
  const visitorLanguage = useLanguage();
  const lang = language ?? visitorLanguage;
  const t = custodyMessages[lang];
  const recorded = lang === 'en' ? undefined : 'en';
  const first = books[0];
  return (
    <Accordion multiple order={headingOrder} variant="separated" defaultValue={first ? [String(first.bookNo)] : []}>
      {books.map((book) => {
        const name = t.book(book.bookNo, book.title, book.issue);
        return (
          <Accordion.Item key={book.bookNo} value={String(book.bookNo)} data-testid="custody-book">
            <Accordion.Control>
              <Text component="span" fw={600} display="block">
                {t.bookNumber(book.bookNo)}
                <span lang={recorded}>
                  {book.title} #{book.issue}
                </span>
              </Text>
              <Text component="span" size="sm" c="dimmed" display="block">
                {book.certificationId ? t.certification(book.certificationId) : t.notEncapsulated}
              </Text>
            </Accordion.Control>
            <Accordion.Panel>
              {bookFacts ? bookFacts(book) : null}
              <CustodyTimeline steps={book.steps} label={t.timeline(name)} language={lang} formatTime={formatTime} />
            </Accordion.Panel>
          </Accordion.Item>
        );
      })}
    </Accordion>
  );
}

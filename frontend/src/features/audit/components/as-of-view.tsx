import { useId, type ReactNode } from 'react';
import { Badge, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { displayOrderStatus, displayYear, orderMoneyOf, type AuditOrderAsOf, type OrderBookView } from '@certus/contracts';
import { ColumnHeaders, type ColumnHeading } from '../../../components/ui/column-headers.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';
import { OrderMoneyTable, TrackerSteps } from '../../orders/order-views.ts';
import { auditMoney, auditTime } from '../lib/audit-format.ts';
import type { BookChange, BookField, MomentChanges } from '../lib/compare-moments.ts';
import classes from './audit.module.css';
import { LabelledFact } from '../../../components/ui/labelled-fact.tsx';

const TIER_COLUMNS: readonly ColumnHeading[] = ['Tier', 'Service', { label: 'Books', numeric: true }, { label: 'Declared', numeric: true }, { label: 'Price', numeric: true }, 'Status', 'QC'];
const BOOK_COLUMNS: readonly ColumnHeading[] = ['Book', 'Title', 'Tier', { label: 'Declared', numeric: true }, 'Step', 'Grade', 'Certification'];

export const BOOK_FIELD_NAMES: Record<BookField, string> = {
  step: 'step',
  grade: 'grade',
  category: 'category',
  certificationId: 'certification',
  insuredCents: 'declared value',
  tierId: 'tier',
};

/** A word that says what changed, beside the colour and bar that show it. */
function ChangedMark() {
  return (
    <Badge size="xs" color="dark" variant="outline" ml={6} tt="none">
      changed
    </Badge>
  );
}

/** A fact of the moment; one that differs from the other moment is marked (colour and a word). */
function Fact({ term, children, changed = false, testId }: { term: string; children: ReactNode; changed?: boolean; testId?: string }) {
  return (
    <LabelledFact term={term} testId={testId} className={changed ? classes.changed : undefined} px={changed ? 6 : 0}>
      {children}
      {changed ? <ChangedMark /> : null}
    </LabelledFact>
  );
}

const gradeOf = (book: OrderBookView) => (book.grade === null ? '' : `${book.grade.toFixed(1)}${book.category ? ` ${book.category}` : ''}`);

interface AsOfViewProps {
  asOf: AuditOrderAsOf;
  /** Names the moment ("Moment A"), in a heading of the level under the section's; its parts one deeper. */
  name: string;
  /** How its parts name it, so two moments side by side have tables of their own names ("moment A"). */
  partOf: string;
  /** When compared with an earlier moment: what to mark as changed here. */
  changes?: MomentChanges | null;
}

/**
 * The order as it stood at one moment, as the API folded it: its status and balance, the tracker, the tiers and
 * books, and its money table (orderMoneyOf, as the member's order page drew it then).
 */
export function AsOfView({ asOf, name, partOf, changes = null }: AsOfViewProps) {
  const { order } = asOf;
  const headingId = useId();
  const part = 4;
  const bookChanges = new Map((changes?.books ?? []).map((book) => [book.bookNo, book]));
  return (
    <Stack gap="md" component="section" aria-labelledby={headingId} data-testid="as-of-view" data-version={asOf.version}>
      <div>
        <Title order={3} size="h4" id={headingId}>
          {name}: after event {asOf.version} of {asOf.lastVersion}
        </Title>
        <Text size="sm" c="dimmed">
          Recorded <time dateTime={asOf.recordedAt}>{auditTime(asOf.recordedAt)}</time>
          {asOf.at ? (
            <>
              {' · the last event by '}
              <time dateTime={asOf.at}>{auditTime(asOf.at)}</time>
            </>
          ) : null}
        </Text>
      </div>
      <SimpleGrid component="dl" cols={{ base: 2, sm: 4 }} spacing="sm" verticalSpacing="xs" m={0}>
        <Fact term="Status" changed={Boolean(changes?.status)} testId="as-of-status">
          {displayOrderStatus(order.status)}
        </Fact>
        <Fact term="Balance" changed={Boolean(changes?.balance)} testId="as-of-balance">
          {auditMoney(order.balanceCents, order.currency)}
        </Fact>
        <Fact term="Grand total">{auditMoney(order.grandTotalCents, order.currency)}</Fact>
        <Fact term="Paid">{auditMoney(order.paidCents, order.currency)}</Fact>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={part} size="h5">
          Tracker at {partOf}
        </Title>
        <TrackerSteps steps={asOf.tracker.steps} language="en" />
      </Stack>
      <Stack gap="xs">
        <Title order={part} size="h5" id={`${headingId}-tiers`}>
          Tiers at {partOf}
        </Title>
        <ScrollingTable minWidth={560} labelledBy={`${headingId}-tiers`}>
          <Table striped verticalSpacing={4} aria-labelledby={`${headingId}-tiers`}>
            <ColumnHeaders columns={TIER_COLUMNS} />
            <Table.Tbody>
              {order.tiers.map((tier) => (
                <Table.Tr key={tier.id} data-testid="as-of-tier">
                  <Table.Th scope="row" ff="monospace">
                    {tier.id}
                  </Table.Th>
                  <Table.Td>{tier.label}</Table.Td>
                  <Table.Td ta="right">{tier.count}</Table.Td>
                  <Table.Td ta="right">{auditMoney(tier.insuredCents, order.currency)}</Table.Td>
                  <Table.Td ta="right">{auditMoney(tier.totalCents, order.currency)}</Table.Td>
                  <Table.Td>{tier.displayStatus}</Table.Td>
                  <Table.Td>{tier.qcApproved ? 'Approved' : 'Pending'}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Stack>
      <Stack gap="xs">
        <Title order={part} size="h5" id={`${headingId}-books`}>
          Books at {partOf}
        </Title>
        <ScrollingTable minWidth={640} labelledBy={`${headingId}-books`}>
          <Table striped verticalSpacing={4} aria-labelledby={`${headingId}-books`}>
            <ColumnHeaders columns={changes ? [...BOOK_COLUMNS, 'Changed'] : BOOK_COLUMNS} />
            <Table.Tbody>
              {asOf.books.map((book) => (
                <BookRow key={book.bookNo} book={book} currency={order.currency} change={bookChanges.get(book.bookNo)} compared={Boolean(changes)} />
              ))}
            </Table.Tbody>
          </Table>
        </ScrollingTable>
      </Stack>
      <OrderMoneyTable
        money={orderMoneyOf(order)}
        title={`Money at ${partOf}`}
        intro="As the member's order page showed it then: the price at submission, what changed since and why, what was paid, and the balance."
        headingOrder={part}
        language="en"
      />
    </Stack>
  );
}

function BookRow({ book, currency, change, compared }: { book: OrderBookView; currency: string; change: BookChange | undefined; compared: boolean }) {
  const year = displayYear(book.year);
  return (
    <Table.Tr data-testid="as-of-book" className={change ? classes.changed : undefined}>
      <Table.Th scope="row">{book.bookNo}</Table.Th>
      <Table.Td>
        {book.title} #{book.issue}
        {year ? ` (${year})` : ''}
      </Table.Td>
      <Table.Td ff="monospace">{book.tierId}</Table.Td>
      <Table.Td ta="right">{auditMoney(book.insuredCents, currency)}</Table.Td>
      <Table.Td>{book.step}</Table.Td>
      <Table.Td>{gradeOf(book)}</Table.Td>
      <Table.Td ff="monospace">{book.step === 'Encapsulated' ? book.certificationId : ''}</Table.Td>
      {compared ? <Table.Td data-testid="as-of-book-changed">{change ? change.changes.map((c) => BOOK_FIELD_NAMES[c.field]).join(', ') : ''}</Table.Td> : null}
    </Table.Tr>
  );
}

import { Stack, Text, Title } from '@mantine/core';
import type { BookCustody } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { BookCustodyList } from '../../comics/index.ts';
import { useGetAuditCustodyQuery } from '../api/audit-api.ts';
import { auditMoney, auditTime } from '../lib/audit-format.ts';

/** Who held each book and what was done to it, step by step: one panel a book, the first one open. */
export function CustodySection({ orderId, currency }: { orderId: string; currency: string }) {
  const custody = useGetAuditCustodyQuery(orderId, { refetchOnMountOrArgChange: true });
  const declared = (book: BookCustody) => (
    <Text size="sm" mb="xs" data-testid="custody-declared">
      Declared at {auditMoney(book.declaredValueCents, currency)}
      {book.correctedValueCents === null ? '' : `, corrected to ${auditMoney(book.correctedValueCents, currency)}`}
    </Text>
  );
  return (
    <Stack gap="sm" component="section" aria-labelledby="custody-heading" data-testid="custody">
      <Title order={2} id="custody-heading">
        Custody of the books
      </Title>
      {custody.isLoading ? <PageLoader label="Loading the custody of the books…" /> : null}
      {custody.error && !custody.isFetching ? <LoadFailureAlert title="The custody of the books could not be loaded" onRetry={() => void custody.refetch()} retrying={custody.isFetching} /> : null}
      {custody.data && !custody.error ? <BookCustodyList books={custody.data.books} headingOrder={3} language="en" formatTime={auditTime} bookFacts={declared} /> : null}
    </Stack>
  );
}

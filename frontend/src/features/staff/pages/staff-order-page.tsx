import { useCallback, useEffect, useRef, useState } from 'react';
import { Alert, Anchor, Divider, Group, Stack, Title } from '@mantine/core';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { parseOrderId } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useGetStaffOrderQuery } from '../api/staff-orders-api.ts';
import { BookWorkPanel } from '../components/book-work-panel.tsx';
import { BooksTable } from '../components/books-table.tsx';
import { useAnnouncer } from '../components/live-status.tsx';
import { CancelOrderForm } from '../components/order-actions/cancel-order-form.tsx';
import { DeclaredValueForm } from '../components/order-actions/declared-value-form.tsx';
import { FulfilmentActions } from '../components/order-actions/fulfilment-actions.tsx';
import { OrderHeader } from '../components/order-header.tsx';
import { ScanWithStatus } from '../components/scan-with-status.tsx';
import { StaffPageLayout } from '../components/staff-page-layout.tsx';
import { TierTable } from '../components/tier-table.tsx';
import { BOOK_ACTION_LABELS, nextBookAction, orderActionsOf } from '../model/next-action.ts';
import { bookOfScan, readScan, staffOrderPath } from '../model/scan.ts';
import { staffMessages } from '../model/staff-messages.ts';

/** /staff/orders/:id[?book=N]: the work screen of one order. */
export function StaffOrderPage() {
  const { id = '' } = useParams();
  const orderId = parseOrderId(id);
  if (!orderId) {
    return (
      <StaffPageLayout title="Order">
        <Alert color="red" variant="light" role="alert">
          {staffMessages.orderIdInvalid(id)}
        </Alert>
      </StaffPageLayout>
    );
  }
  // A new order is a new screen: the selection, focus and messages of the last one do not carry over.
  return <StaffOrderScreen key={orderId} orderId={orderId} />;
}

type FocusTarget = 'book' | 'scan' | null;

function StaffOrderScreen({ orderId }: { orderId: string }) {
  const [params, setParams] = useSearchParams();
  const bookParam = Number(params.get('book'));
  const selectedBookNo = Number.isInteger(bookParam) && bookParam > 0 ? bookParam : null;
  const order = useGetStaffOrderQuery(orderId, { refetchOnMountOrArgChange: true });
  const view = order.data;
  const navigate = useNavigate();
  const { message, announce } = useAnnouncer();
  const scanRef = useRef<HTMLInputElement>(null);
  // Where the focus goes once the screen can take it: the book's next step after a scan, the scan field after a step.
  const [pendingFocus, setPendingFocus] = useState<FocusTarget>(selectedBookNo ? 'book' : 'scan');

  const selectedBook = view?.books.find((b) => b.bookNo === selectedBookNo) ?? null;

  useEffect(() => {
    if (!view) return;
    // A ?book= the order does not have (a mistyped link) leaves the worker on the scan field, told why.
    const bookMissing = pendingFocus === 'book' && selectedBookNo !== null && !view.books.some((b) => b.bookNo === selectedBookNo);
    if (bookMissing) announce(`Order ${orderId} has no book ${selectedBookNo}.`);
    if (pendingFocus !== 'scan' && !bookMissing) return;
    scanRef.current?.focus();
    setPendingFocus(null);
  }, [pendingFocus, view, selectedBookNo, orderId, announce]);

  const selectBook = (bookNo: number) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('book', String(bookNo));
        return next;
      },
      { replace: true },
    );
    setPendingFocus('book');
  };

  const onScan = (text: string): string | null => {
    if (!text.trim()) return staffMessages.scanEmpty;
    const target = readScan(text);
    if (!target) return staffMessages.scanInvalid(text.trim());
    if (target.kind === 'order') {
      if (target.orderId !== orderId) void navigate(staffOrderPath(target));
      else announce(`Order ${orderId} is open: scan one of its books.`);
      return null;
    }
    const book = view ? bookOfScan(view.books, orderId, target) : null;
    if (book && view) {
      selectBook(book.bookNo);
      const action = nextBookAction(book, view.order.status);
      announce(staffMessages.bookSelected(book.bookNo, action ? BOOK_ACTION_LABELS[action] : null));
      return null;
    }
    if (target.orderId !== orderId) {
      announce(staffMessages.scanOtherOrder(target.orderId));
      void navigate(staffOrderPath(target));
      return null;
    }
    return staffMessages.scanUnknownBook(target.certificationId);
  };

  const onStepDone = useCallback(
    (done: string) => {
      announce(done);
      setPendingFocus('scan');
    },
    [announce],
  );
  const onBookFocused = useCallback(() => setPendingFocus((current) => (current === 'book' ? null : current)), []);
  const backToScan = useCallback(() => scanRef.current?.focus(), []);

  const notFound = order.error && 'status' in order.error && order.error.status === 404;
  const actions = view ? orderActionsOf(view) : null;

  return (
    <StaffPageLayout title={`Order ${orderId}`}>
      <Group gap="md">
        <Anchor component={Link} to="/staff/orders" size="sm">
          Back to the queue
        </Anchor>
        {actions?.receive ? (
          <Anchor component={Link} to={`/staff/receive?order=${encodeURIComponent(orderId)}`} size="sm">
            Receive this order
          </Anchor>
        ) : null}
      </Group>
      {order.isLoading ? <PageLoader label="Loading the order…" /> : null}
      {notFound ? (
        <Alert color="red" variant="light" role="alert">
          {staffMessages.orderNotFound(orderId)}
        </Alert>
      ) : null}
      {order.error && !notFound && !view ? (
        <LoadFailureAlert title="The order could not be loaded" onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : null}
      {view && actions ? (
        <>
          <OrderHeader view={view} />
          <TierTable view={view} onDone={onStepDone} />
          <ScanWithStatus
            inputRef={scanRef}
            label="Scan a certification id"
            description="Selects the book and its next step. An order id opens that order."
            onScan={onScan}
            message={message}
          />
          {selectedBook ? (
            <BookWorkPanel
              view={view}
              book={selectedBook}
              busy={order.isFetching}
              autoFocus={pendingFocus === 'book'}
              onFocused={onBookFocused}
              onDone={onStepDone}
              onLeave={backToScan}
            />
          ) : null}
          <BooksTable books={view.books} orderStatus={view.order.status} selectedBookNo={selectedBookNo} onSelect={selectBook} />
          {actions.correctDeclaredValue || actions.cancel || actions.ship || actions.readyForPickUp || actions.complete || actions.fulfilmentWaitsFor.length > 0 ? (
            <Stack gap="lg" component="section" aria-labelledby="order-actions-heading">
              <Divider />
              <Title order={2} size="h4" id="order-actions-heading">
                Order actions
              </Title>
              <FulfilmentActions view={view} actions={actions} onDone={onStepDone} />
              {actions.correctDeclaredValue ? <DeclaredValueForm view={view} onDone={onStepDone} /> : null}
              {actions.cancel ? <CancelOrderForm view={view} onDone={onStepDone} /> : null}
            </Stack>
          ) : null}
        </>
      ) : null}
    </StaffPageLayout>
  );
}

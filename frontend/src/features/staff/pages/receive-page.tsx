import { useEffect, useRef, useState } from 'react';
import { Alert, Anchor } from '@mantine/core';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Link, useSearchParams } from 'react-router';
import { parseOrderId } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useGetStaffOrderQuery } from '../api/staff-orders-api.ts';
import { useAnnouncer } from '../components/live-status.tsx';
import { ReceiveChecklist } from '../components/receive-checklist.tsx';
import { ScanWithStatus } from '../components/scan-with-status.tsx';
import { StaffPageLayout } from '../components/staff-page-layout.tsx';
import { staffDate } from '../model/display.ts';
import { readScan } from '../model/scan.ts';
import { staffMessages } from '../model/staff-messages.ts';

/**
 * /staff/receive[?order=ID]: open a box. Scan the order id (or any certification id of it), untick what is
 * not there, Enter; the screen is then ready for the next box with the focus back on the scan field.
 */
export function ReceivePage() {
  const [params, setParams] = useSearchParams();
  const orderParam = params.get('order');
  const orderId = orderParam ? parseOrderId(orderParam) : null;
  // Always read afresh: someone else may have received the box since this browser last looked.
  const order = useGetStaffOrderQuery(orderId ?? skipToken, { refetchOnMountOrArgChange: true });
  const { message, announce } = useAnnouncer();
  const scanRef = useRef<HTMLInputElement>(null);
  const [focusScan, setFocusScan] = useState(true);

  useEffect(() => {
    if (!focusScan) return;
    scanRef.current?.focus();
    setFocusScan(false);
  }, [focusScan]);

  const openOrder = (next: string | null) => setParams(next ? { order: next } : {}, { replace: true });

  const onScan = (text: string) => {
    if (!text.trim()) return staffMessages.scanEmpty;
    const target = readScan(text);
    if (!target) return staffMessages.scanInvalid(text.trim());
    announce('');
    openOrder(target.orderId);
    return null;
  };

  const onRecorded = (done: string) => {
    announce(done);
    openOrder(null);
    setFocusScan(true);
  };

  const view = orderId ? order.currentData : undefined;
  const notFound = order.error && 'status' in order.error && order.error.status === 404;
  const alreadyReceived = view && view.order.status !== 'Submitted';

  return (
    <StaffPageLayout title="Receive a box">
      <ScanWithStatus
        inputRef={scanRef}
        label="Scan the order id"
        description="The order id on the packing slip; a certification id of the order works too."
        onScan={onScan}
        message={message}
      />
      {orderParam && !orderId ? (
        <Alert color="red" variant="light" role="alert">
          {staffMessages.orderIdInvalid(orderParam)}
        </Alert>
      ) : null}
      {orderId && order.isFetching && !view ? <PageLoader label={`Loading order ${orderId}…`} /> : null}
      {orderId && notFound ? (
        <Alert color="red" variant="light" role="alert">
          {staffMessages.orderNotFound(orderId)}
        </Alert>
      ) : null}
      {orderId && order.error && !notFound && !order.isFetching ? (
        <LoadFailureAlert title="The order could not be loaded" onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : null}
      {alreadyReceived ? (
        <Alert color="yellow" variant="light" role="alert" title={`Order ${view.order.id} is not waiting to be received`} data-testid="receive-not-waiting">
          {view.order.status === 'Cancelled' ? 'It was cancelled.' : `It was received ${staffDate(view.receivedAt, true)} and is now ${view.order.displayStatus}.`}{' '}
          <Anchor component={Link} to={`/staff/orders/${encodeURIComponent(view.order.id)}`}>
            Open the order
          </Anchor>
        </Alert>
      ) : null}
      {view && !alreadyReceived ? <ReceiveChecklist key={view.order.id} view={view} onRecorded={onRecorded} /> : null}
    </StaffPageLayout>
  );
}

import { Button } from '@mantine/core';
import { notifyError } from '../../../components/ui/toast.ts';
import { useLazyGetInvoiceQuery } from '../api/orders-api.ts';
import { openPdfWindow } from '../lib/open-pdf.ts';
import { useMessages } from '../../region/index.ts';
import { ordersMessages } from '../orders-messages.ts';

/** Spec 7.3: GET /api/test/getinvoice/{id}, a base64 PDF opened in a new window. */
export function InvoiceButton({ orderId }: { orderId: string }) {
  const [getInvoice, { isFetching }] = useLazyGetInvoiceQuery();
  const t = useMessages(ordersMessages);

  const open = async () => {
    // Opened while handling the click, before the request, or the browser would block it as a pop-up.
    const target = openPdfWindow(window, URL);
    const result = await getInvoice(orderId);
    if (result.data) target.show(result.data.base64, result.data.contentType);
    else {
      target.cancel();
      notifyError(t.invoiceFailedTitle, t.invoiceFailed);
    }
  };

  return (
    <Button variant="default" onClick={() => void open()} loading={isFetching}>
      {t.invoice}
    </Button>
  );
}

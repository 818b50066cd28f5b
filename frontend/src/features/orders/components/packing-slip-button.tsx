import { Button, type ButtonProps } from '@mantine/core';
import { notifyError } from '../../../components/ui/toast.ts';
import { useLazyGetPackingSlipQuery } from '../api/orders-api.ts';
import { savePdf } from '../lib/open-pdf.ts';
import { orderUiMessages } from '../lib/order-ui-messages.ts';

/** GET /api/orders/{id}/packing-slip, saved as a PDF file the member prints and puts in the box. */
export function PackingSlipButton({ orderId, variant = 'default', size }: { orderId: string; variant?: ButtonProps['variant']; size?: ButtonProps['size'] }) {
  const [getPackingSlip, { isFetching }] = useLazyGetPackingSlipQuery();

  const save = async () => {
    const result = await getPackingSlip(orderId);
    if (result.data) savePdf({ document, urls: URL }, result.data);
    else notifyError(orderUiMessages.packingSlipFailedTitle, orderUiMessages.packingSlipFailed);
  };

  return (
    <Button variant={variant} size={size} onClick={() => void save()} loading={isFetching}>
      Packing slip (PDF)
    </Button>
  );
}

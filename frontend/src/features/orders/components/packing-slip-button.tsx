import { Button, type ButtonProps } from '@mantine/core';
import { notifyError } from '../../../components/ui/toast.ts';
import { useLazyGetPackingSlipQuery } from '../api/orders-api.ts';
import { savePdf } from '../lib/open-pdf.ts';
import { useMessages } from '../../region/index.ts';
import { ordersMessages } from '../orders-messages.ts';

/** GET /api/orders/{id}/packing-slip, saved as a PDF file the member prints and puts in the box. */
export function PackingSlipButton({ orderId, variant = 'default', size }: { orderId: string; variant?: ButtonProps['variant']; size?: ButtonProps['size'] }) {
  const [getPackingSlip, { isFetching }] = useLazyGetPackingSlipQuery();
  const t = useMessages(ordersMessages);

  const save = async () => {
    const result = await getPackingSlip(orderId);
    if (result.data) savePdf({ document, urls: URL }, result.data);
    else notifyError(t.packingSlipFailedTitle, t.packingSlipFailed);
  };

  return (
    <Button variant={variant} size={size} onClick={() => void save()} loading={isFetching}>
      {t.packingSlip}
    </Button>
  );
}

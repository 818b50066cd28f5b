import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import type { StaffOrderView } from '@certus/contracts';
import { useConfirm } from '../../../../components/ui/confirm-dialog.tsx';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useCancelOrderMutation } from '../../api/staff-steps-api.ts';
import { staffMessages } from '../../model/staff-messages.ts';
import { failureOf } from '../step-failure.ts';

/** Cancel (only before any book is graded): a reason, then a confirmation, since it cannot be undone. */
export function CancelOrderForm({ view, onDone }: { view: StaffOrderView; onDone: (message: string) => void }) {
  const [cancel, { isLoading }] = useCancelOrderMutation();
  const confirm = useConfirm();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const orderId = view.order.id;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const why = reason.trim();
    const problem = !why ? staffMessages.reasonRequired : why.length > 500 ? staffMessages.reasonTooLong : null;
    if (problem) {
      setError(problem);
      event.currentTarget.querySelector<HTMLElement>('textarea')?.focus();
      return;
    }
    setError(null);
    const sure = await confirm({
      title: `Cancel order ${orderId}?`,
      message: 'Work on the order stops and any payment taken is refunded. This cannot be undone.',
      confirmLabel: 'Cancel order',
      cancelLabel: 'Keep order',
      danger: true,
    });
    if (!sure) return;
    setFailure(null);
    const refused = failureOf(await cancel({ orderId, reason: why }));
    if (refused) setFailure(refused);
    else onDone(`Order ${orderId} cancelled.`);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="cancel-heading">
      <Title order={3} size="h5" id="cancel-heading">
        Cancel the order
      </Title>
      {failure ? <ServerFailureAlert heading="The order could not be cancelled" failure={failure} /> : null}
      <form onSubmit={submit} noValidate aria-labelledby="cancel-heading">
        <Stack gap="sm" maw={560}>
          <Textarea label="Cancellation reason" value={reason} onChange={(e) => setReason(e.currentTarget.value)} error={error} withAsterisk rows={2} />
          <Group>
            <Button type="submit" color="red" variant="outline" loading={isLoading}>
              Cancel order…
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}

import { useMemo, useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { CardIcon } from '../../../components/ui/icons.tsx';
import { paymentMethodMessages, type PaymentMethodView } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { useDeletePaymentMethodMutation, useGetPaymentMethodsQuery, useSavePaymentMethodMutation } from '../api/payment-methods-api.ts';
import { BankAccountForm } from '../components/bank-account-form.tsx';
import { CardForm } from '../components/card-form.tsx';
import { PaymentMethodCard } from '../components/payment-method-card.tsx';
import { localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { paymentsText } from '../payments-messages.ts';

/**
 * /account/profile/payments (spec 2.2, 3 Payment method): the member's cards and bank accounts, default
 * first, with add, make default and delete. Each change answers with its position, so the list's refetch
 * shows it at once.
 */
export function PaymentsPage() {
  const methods = useGetPaymentMethodsQuery();
  const confirm = useConfirm();
  const [savePaymentMethod] = useSavePaymentMethodMutation();
  const [deletePaymentMethod] = useDeletePaymentMethodMutation();
  const [adding, setAdding] = useState<'card' | 'bank' | null>(null);
  const text = useMessages(paymentsText);
  const say = (sentence: string) => sentenceIn(paymentsText.en, text, sentence);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [actionFailure, setActionFailure] = useState<{ heading: string; failure: ServerFailure } | null>(null);
  // Fixed while the page is open: the expiry pickers do not change under the member's hands.
  const today = useMemo(() => new Date(), []);

  const open = (kind: 'card' | 'bank') => {
    setActionFailure(null);
    setAdding(kind);
  };

  const onSaved = (message: string) => {
    setAdding(null);
    notifySuccess(text.title, say(message));
  };

  /** Runs one action on a method; a refusal shows under its spec 8 heading above the list. */
  const act = async (method: PaymentMethodView, heading: string, run: () => Promise<{ data?: { message: string }; error?: unknown }>) => {
    setActionFailure(null);
    setBusyId(method.id);
    try {
      const result = await run();
      if (result.error) setActionFailure({ heading, failure: readServerFailure(result.error) });
      else if (result.data) notifySuccess(text.title, say(result.data.message));
    } finally {
      setBusyId(null);
    }
  };

  const onDelete = async (method: PaymentMethodView) => {
    const confirmed = await confirm({
      title: text.deleteTitle,
      message: say(paymentMethodMessages.confirmDelete),
      confirmLabel: text.delete,
      cancelLabel: text.cancel,
      danger: true,
    });
    if (confirmed) await act(method, paymentMethodMessages.deleteFailed, () => deletePaymentMethod(method.id));
  };

  const onMakeDefault = (method: PaymentMethodView) =>
    act(method, paymentMethodMessages.saveFailed, () => savePaymentMethod({ id: method.id, isDefault: true }));

  const list = methods.data ?? [];
  return (
    <AccountPageLayout title={text.title}>
      {actionFailure ? <ServerFailureAlert heading={say(actionFailure.heading)} failure={localizedFailure(paymentsText.en, text, actionFailure.failure)} /> : null}
      {adding === 'card' ? <CardForm today={today} onSaved={onSaved} onCancel={() => setAdding(null)} /> : null}
      {adding === 'bank' ? <BankAccountForm onSaved={onSaved} onCancel={() => setAdding(null)} /> : null}
      {adding || list.length === 0 ? null : (
        // An empty wallet offers the same buttons in its empty state instead.
        <Group>
          <Button onClick={() => open('card')}>
            {text.addCard}
          </Button>
          <Button variant="default" onClick={() => open('bank')}>
            {text.addBankAccount}
          </Button>
        </Group>
      )}
      {methods.isLoading ? <PageLoader label={text.loading} /> : null}
      {methods.isError && !methods.data ? (
        <Alert color="red" variant="light" title={text.loadFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{text.tryAgainHint}</Text>
            <Button size="xs" variant="outline" onClick={() => void methods.refetch()} loading={methods.isFetching}>
              {text.tryAgain}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {methods.data && list.length === 0 && !adding ? (
        <EmptyState
          icon={CardIcon}
          data-testid="payment-methods-empty"
          action={
            <Group justify="center">
              <Button onClick={() => open('card')}>{text.addCard}</Button>
              <Button variant="default" onClick={() => open('bank')}>
                {text.addBankAccount}
              </Button>
            </Group>
          }
        >
          {text.empty}
        </EmptyState>
      ) : null}
      {list.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.yourMethods}>
          {list.map((method) => (
            <PaymentMethodCard
              key={method.id}
              method={method}
              busy={busyId === method.id}
              onDelete={() => void onDelete(method)}
              onMakeDefault={() => void onMakeDefault(method)}
            />
          ))}
        </Stack>
      ) : null}
    </AccountPageLayout>
  );
}

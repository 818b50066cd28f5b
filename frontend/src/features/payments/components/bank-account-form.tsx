import { useState, type ChangeEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AddBankAccountBody, alphanumericsWithSpaces, digitsOnly, paymentMethodMessages } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { useSavePaymentMethodMutation } from '../api/payment-methods-api.ts';

const BANK_FIELDS = ['name', 'bankName', 'routingNumber', 'accountNumber'] as const;

type BankAccountFormValues = {
  type: 'BankAccount';
  name: string;
  bankName: string;
  routingNumber: string;
  accountNumber: string;
  isDefault: boolean;
};

/**
 * Adds a US bank account (9-digit routing number). Checked with the contract's rules before sending; the
 * account number goes to the server once, for the payment gateway, and the mutation is reset after the answer.
 */
export function BankAccountForm({ onSaved, onCancel }: { onSaved(message: string): void; onCancel(): void }) {
  const [savePaymentMethod, { isLoading, reset }] = useSavePaymentMethodMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm<BankAccountFormValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { type: 'BankAccount', name: '', bankName: '', routingNumber: '', accountNumber: '', isDefault: false },
    validate: schemaResolver(AddBankAccountBody, { sync: true }),
    validateInputOnBlur: true,
  });

  const filtered = (field: 'name' | 'routingNumber' | 'accountNumber', filter: (text: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, filter(event.currentTarget.value)),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await savePaymentMethod(values);
      if (result.error) {
        setFailure(applySubmitFailure(result.error, form, BANK_FIELDS));
        return;
      }
      onSaved(result.data.message);
    } finally {
      reset();
    }
  });

  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="md">
        <Title order={2} size="h3">
          Add a bank account
        </Title>
        {failure ? <ServerFailureAlert heading={paymentMethodMessages.saveFailed} failure={failure} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label="Add a bank account" autoComplete="off">
          <Stack gap="sm">
            <TextInput label="Name on account" required maxLength={100} autoComplete="name" {...filtered('name', alphanumericsWithSpaces)} />
            <TextInput label="Bank name" required maxLength={100} {...form.getInputProps('bankName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label="Routing number" description="9 digits" required inputMode="numeric" maxLength={9} {...filtered('routingNumber', digitsOnly)} />
              <TextInput label="Account number" required inputMode="numeric" maxLength={17} {...filtered('accountNumber', digitsOnly)} />
            </SimpleGrid>
            <Checkbox label="Make this my default payment method" {...form.getInputProps('isDefault', { type: 'checkbox' })} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onCancel} disabled={isLoading}>
                Cancel
              </Button>
              <Button type="submit" loading={isLoading}>
                Save bank account
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

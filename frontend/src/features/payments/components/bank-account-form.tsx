import { useState, type ChangeEvent } from 'react';
import { Button, Checkbox, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { AddBankAccountBody, alphanumericsWithSpaces, digitsOnly, paymentMethodMessages } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useSavePaymentMethodMutation } from '../api/payment-methods-api.ts';
import { localizedErrors, localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { paymentsText } from '../payments-messages.ts';

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
  const text = useMessages(paymentsText);
  const form = useForm<BankAccountFormValues>({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(paymentsText.en, text),
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
          {text.addBankAccount}
        </Title>
        {failure ? <ServerFailureAlert heading={sentenceIn(paymentsText.en, text, paymentMethodMessages.saveFailed)} failure={localizedFailure(paymentsText.en, text, failure)} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label={text.addBankAccount} autoComplete="off">
          <Stack gap="sm">
            <TextInput label={text.nameOnAccount} required maxLength={100} autoComplete="name" {...filtered('name', alphanumericsWithSpaces)} />
            <TextInput label={text.bankName} required maxLength={100} {...form.getInputProps('bankName')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={text.routingNumber} description={text.digits(9)} required inputMode="numeric" maxLength={9} {...filtered('routingNumber', digitsOnly)} />
              <TextInput label={text.accountNumber} required inputMode="numeric" maxLength={17} {...filtered('accountNumber', digitsOnly)} />
            </SimpleGrid>
            <Checkbox label={text.makeMyDefault} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onCancel} disabled={isLoading}>
                {text.cancel}
              </Button>
              <Button type="submit" loading={isLoading}>
                {text.saveBankAccount}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

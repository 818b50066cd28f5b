import { useMemo, useState, type ChangeEvent } from 'react';
import { Button, Checkbox, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  addCardBodyOn,
  alphanumericsWithSpaces,
  cardCodeLength,
  digitsOnly,
  expiryMonths,
  expiryYears,
  paymentMethodMessages,
} from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useSavePaymentMethodMutation } from '../api/payment-methods-api.ts';
import { localizedErrors, localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { paymentsText } from '../payments-messages.ts';

const CARD_FIELDS = ['name', 'cardNumber', 'cardCode', 'expireMonth', 'expireYear'] as const;

type CardFormValues = {
  name: string;
  cardNumber: string;
  cardCode: string;
  /** The selects' values: '' until chosen. */
  expireMonth: string;
  expireYear: string;
  isDefault: boolean;
};

const twoDigits = (month: number) => String(month).padStart(2, '0');

interface CardFormProps {
  /** Today, for the expiry pickers and the expiry check (spec 5 Cards). */
  today: Date;
  onSaved(message: string): void;
  onCancel(): void;
}

/**
 * Adds a credit card. The contract's rules check it before sending (Luhn, card code length by brand, expiry
 * not in the past); the number and the code go to the server once, which hands them to the payment gateway.
 * The mutation is reset after each answer, so neither stays in the store.
 */
export function CardForm({ today, onSaved, onCancel }: CardFormProps) {
  const [savePaymentMethod, { isLoading, reset }] = useSavePaymentMethodMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const text = useMessages(paymentsText);
  const schema = useMemo(() => addCardBodyOn(today), [today]);
  const form = useForm<CardFormValues>({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(paymentsText.en, text),
    initialValues: { name: '', cardNumber: '', cardCode: '', expireMonth: '', expireYear: '', isDefault: false },
    validate: schemaResolver(schema, { sync: true }),
    validateInputOnBlur: true,
  });

  const years = expiryYears(today);
  const months = form.values.expireYear ? expiryMonths(Number(form.values.expireYear), today) : expiryMonths(today.getUTCFullYear() + 1, today);
  const codeLength = cardCodeLength(form.values.cardNumber);

  /** Spec 5 Cards: in the current year, the months already past are not offered; a chosen one is dropped. */
  const chooseYear = (event: ChangeEvent<HTMLSelectElement>) => {
    const year = event.currentTarget.value;
    form.setFieldValue('expireYear', year);
    if (year && form.values.expireMonth && !expiryMonths(Number(year), today).includes(Number(form.values.expireMonth))) {
      form.setFieldValue('expireMonth', '');
    }
  };

  /** Spec 5 input filters, applied as the member types. */
  const filtered = (field: 'name' | 'cardNumber' | 'cardCode', filter: (text: string) => string) => ({
    ...form.getInputProps(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setFieldValue(field, filter(event.currentTarget.value)),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await savePaymentMethod({ type: 'CreditCard', ...values, expireMonth: Number(values.expireMonth), expireYear: Number(values.expireYear) });
      if (result.error) {
        setFailure(applySubmitFailure(result.error, form, CARD_FIELDS));
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
          {text.addCard}
        </Title>
        {failure ? <ServerFailureAlert heading={sentenceIn(paymentsText.en, text, paymentMethodMessages.saveFailed)} failure={localizedFailure(paymentsText.en, text, failure)} /> : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label={text.addCard} autoComplete="off">
          <Stack gap="sm">
            <TextInput label={text.cardNumber} required inputMode="numeric" maxLength={19} autoComplete="cc-number" {...filtered('cardNumber', digitsOnly)} />
            <TextInput label={text.nameOnCard} required autoComplete="cc-name" maxLength={100} {...filtered('name', alphanumericsWithSpaces)} />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NativeSelect
                label={text.expiryMonth}
                required
                autoComplete="cc-exp-month"
                data={[{ value: '', label: text.month }, ...months.map((m) => ({ value: String(m), label: twoDigits(m) }))]}
                {...form.getInputProps('expireMonth')}
              />
              <NativeSelect
                label={text.expiryYear}
                required
                autoComplete="cc-exp-year"
                data={[{ value: '', label: text.year }, ...years.map((y) => ({ value: String(y), label: String(y) }))]}
                {...form.getInputProps('expireYear')}
                onChange={chooseYear}
              />
              <TextInput
                label={text.cardCode}
                description={text.digits(codeLength)}
                required
                inputMode="numeric"
                maxLength={4}
                autoComplete="cc-csc"
                {...filtered('cardCode', digitsOnly)}
              />
            </SimpleGrid>
            <Checkbox label={text.makeMyDefault} {...form.getInputProps('isDefault', { type: 'checkbox' })} />
            <Group justify="flex-end" mt="xs">
              <Button variant="default" onClick={onCancel} disabled={isLoading}>
                {text.cancel}
              </Button>
              <Button type="submit" loading={isLoading}>
                {text.saveCard}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Paper>
  );
}

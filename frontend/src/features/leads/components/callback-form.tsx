import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CallbackBody } from '@certus/contracts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { useRequestCallbackMutation } from '../api/leads-api.ts';
import { leadFailureMessage } from '../model/lead-failure.ts';

const FIELDS = ['CallName', 'CallPhone'] as const;

/** The call-back form (spec 3 Callback: CallName, CallPhone): a name and a number, and we call. */
export function CallbackForm({ labelledBy }: { labelledBy: string }) {
  const [request, { isLoading }] = useRequestCallbackMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { CallName: '', CallPhone: '' },
    validate: schemaResolver(CallbackBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const result = await request(CallbackBody.parse(values));
      if ('error' in result && result.error) {
        setFailure(leadFailureMessage(applySubmitFailure(result.error, form, FIELDS)));
        return;
      }
      setReceived(result.data.message);
    },
    (errors) => focusFirstInvalid(form, FIELDS, errors),
  );

  if (received) {
    return (
      <Alert color="green" variant="light" title="We will call you" role="status" data-testid="callback-received">
        <Text>{received}</Text>
      </Alert>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={isLoading} data-testid="callback-form">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" title="Your request was not sent" role="alert" data-testid="callback-failure">
            {failure}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label="Your name" autoComplete="name" withAsterisk key={form.key('CallName')} {...form.getInputProps('CallName')} />
          <TextInput label="Phone number" type="tel" autoComplete="tel" withAsterisk key={form.key('CallPhone')} {...form.getInputProps('CallPhone')} />
        </SimpleGrid>
        <div>
          <Button type="submit" variant="outline" loading={isLoading}>
            Call me back
          </Button>
        </div>
      </Stack>
    </form>
  );
}

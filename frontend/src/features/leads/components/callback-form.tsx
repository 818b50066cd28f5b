import { useState } from 'react';
import { Alert, Button, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { CallbackBody } from '@certus/contracts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { applySubmitFailure, focusFirstInvalid } from '../../../components/ui/submit-failure.ts';
import { useRequestCallbackMutation } from '../api/leads-api.ts';
import { leadFailureMessage } from '../model/lead-failure.ts';
import { useMessages } from '../../region/index.ts';
import { leadSentence, leadSentences, leadsMessages } from '../leads-messages.ts';

const FIELDS = ['CallName', 'CallPhone'] as const;

/** The call-back form (spec 3 Callback: CallName, CallPhone): a name and a number, and we call. */
export function CallbackForm({ labelledBy }: { labelledBy: string }) {
  const text = useMessages(leadsMessages);
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
      <Alert color="green" variant="light" title={text.weWillCall} role="status" data-testid="callback-received">
        <Text>{leadSentence(text, received)}</Text>
      </Alert>
    );
  }
  // A field's message in the language read (the contracts' and the server's are English).
  const input = (field: (typeof FIELDS)[number]) => {
    const props = form.getInputProps(field);
    return { ...props, error: typeof props.error === 'string' ? leadSentence(text, props.error) : props.error };
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={labelledBy} aria-busy={isLoading} data-testid="callback-form">
      <Stack gap="sm">
        {failure ? (
          <Alert color="red" variant="light" title={text.notSent} role="alert" data-testid="callback-failure">
            {leadSentences(text, failure)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
          <TextInput label={text.yourName} autoComplete="name" withAsterisk key={form.key('CallName')} {...input('CallName')} />
          <TextInput label={text.phoneNumber} type="tel" autoComplete="tel" withAsterisk key={form.key('CallPhone')} {...input('CallPhone')} />
        </SimpleGrid>
        <div>
          <Button type="submit" variant="outline" loading={isLoading}>
            {text.callMeBack}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

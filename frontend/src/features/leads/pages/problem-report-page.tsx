import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ProblemReportBody } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { knownSentence, localizedErrors, localizedFailure } from '../../../lib/localized-form.ts';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { useReportProblemMutation } from '../api/leads-api.ts';
import { leadFailureMessage } from '../model/lead-failure.ts';
import { useMessages } from '../../region/index.ts';
import { problemReportText } from '../problem-report-messages.ts';

const FIELDS = ['Description'] as const;

/**
 * /account/problem-report (spec 3, 5 Problem report): a signed-in member tells the support team what went
 * wrong. Who they are comes from their session, not the form; the description is required and at most 500
 * characters, with the spec's two messages, checked here and by the server with the same schema.
 */
export function ProblemReportPage() {
  const [report, { isLoading }] = useReportProblemMutation();
  const [failure, setFailure] = useState<{ message: string; english: boolean } | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const text = useMessages(problemReportText);
  const english = problemReportText.en;
  // A sentence the catalogue does not know (the server's own) stays as sent, marked as English.
  const say = (sentence: string) => {
    const known = knownSentence(english, text, sentence);
    return known ?? <span lang="en">{sentence}</span>;
  };
  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: localizedErrors(english, text),
    initialValues: { Description: '' },
    validate: schemaResolver(ProblemReportBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const result = await report(ProblemReportBody.parse(values));
      if ('error' in result && result.error) {
        const refused = applySubmitFailure(result.error, form, FIELDS);
        const message = leadFailureMessage(localizedFailure(english, text, refused));
        const known = knownSentence(english, text, message);
        // A message built from translated field messages is French already; one the catalogue does not know is the server's English.
        setFailure({ message: known ?? message, english: known === null && message === leadFailureMessage(refused) });
        return;
      }
      setReceived(result.data.message);
      form.reset();
    },
    () => form.getInputNode('Description')?.focus(),
  );

  const length = form.getValues().Description.length;
  return (
    <AccountPageLayout title={text.title}>
      <Stack gap="md" maw={640}>
        <Text>{text.intro}</Text>
        {received ? (
          <Alert color="green" variant="light" title={text.reportSent} role="status" data-testid="problem-received">
            {say(received)}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" title={text.notSent} role="alert" data-testid="problem-failure">
            {failure.english ? <span lang="en">{failure.message}</span> : failure.message}
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label={text.formLabel}>
          <Stack gap="sm">
            <Textarea
              label={text.description}
              description={text.descriptionHint(length)}
              withAsterisk
              rows={6}
              resize="vertical"
              key={form.key('Description')}
              {...form.getInputProps('Description')}
            />
            <Group>
              <Button type="submit" loading={isLoading}>
                {text.send}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AccountPageLayout>
  );
}

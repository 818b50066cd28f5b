import { useState } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { PROBLEM_DESCRIPTION_MAX, ProblemReportBody } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { useReportProblemMutation } from '../api/leads-api.ts';
import { leadFailureMessage } from '../model/lead-failure.ts';

const FIELDS = ['Description'] as const;

/**
 * /account/problem-report (spec 3, 5 Problem report): a signed-in member tells the support team what went
 * wrong. Who they are comes from their session, not the form; the description is required and at most 500
 * characters, with the spec's two messages, checked here and by the server with the same schema.
 */
export function ProblemReportPage() {
  const [report, { isLoading }] = useReportProblemMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [received, setReceived] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: { Description: '' },
    validate: schemaResolver(ProblemReportBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(
    async (values) => {
      setFailure(null);
      const result = await report(ProblemReportBody.parse(values));
      if ('error' in result && result.error) {
        setFailure(leadFailureMessage(applySubmitFailure(result.error, form, FIELDS)));
        return;
      }
      setReceived(result.data.message);
      form.reset();
    },
    () => form.getInputNode('Description')?.focus(),
  );

  const length = form.getValues().Description.length;
  return (
    <AccountPageLayout title="Report a problem">
      <Stack gap="md" maw={640}>
        <Text>
          Something on the site did not work as it should? Describe what you did and what happened; our support team reads every
          report and answers by e-mail.
        </Text>
        {received ? (
          <Alert color="green" variant="light" title="Report sent" role="status" data-testid="problem-received">
            {received}
          </Alert>
        ) : null}
        {failure ? (
          <Alert color="red" variant="light" title="Your report was not sent" role="alert" data-testid="problem-failure">
            {failure}
          </Alert>
        ) : null}
        <form onSubmit={onSubmit} noValidate aria-busy={isLoading} aria-label="Problem report">
          <Stack gap="sm">
            <Textarea
              label="Problem description"
              description={`What you did, what you expected, what happened. ${length} of ${PROBLEM_DESCRIPTION_MAX} characters.`}
              withAsterisk
              rows={6}
              resize="vertical"
              key={form.key('Description')}
              {...form.getInputProps('Description')}
            />
            <Group>
              <Button type="submit" loading={isLoading}>
                Send report
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </AccountPageLayout>
  );
}

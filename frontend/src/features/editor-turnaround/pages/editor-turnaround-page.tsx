import { useState } from 'react';
import { Alert, Badge, Button, Container, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TurnaroundMessageView } from '@certus/contracts';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../../../components/ui/toast.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { readServerFailure } from '../../../lib/api-errors.ts';
import { useGetTurnaroundQuery } from '../../pricing/index.ts';
import { useGetTurnaroundMessagesQuery, useWithdrawTurnaroundMessageMutation } from '../api/turnaround-message-api.ts';
import { MessageForm } from '../components/message-form.tsx';
import { ScrollingTable } from '../../../components/ui/scrolling-table.tsx';

const STATE_LABEL: Record<TurnaroundMessageView['state'], { label: string; color: string }> = {
  live: { label: 'Live now', color: 'green' },
  scheduled: { label: 'Scheduled', color: 'ink' },
  ended: { label: 'Ended', color: 'gray' },
  withdrawn: { label: 'Withdrawn', color: 'red' },
};

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Until withdrawn');

/** Which services the message stands in for now: those with too few orders in the last 90 days. */
function MeasuredSummary() {
  const { data } = useGetTurnaroundQuery();
  if (!data) return null;
  const measured = data.tiers.filter((t) => t.shown.basis === 'measured');
  return (
    <Text size="sm" data-testid="measured-summary">
      {measured.length === 0
        ? `No service has ${data.minimumSamples} orders in the last ${data.windowDays} days: every service shows the message.`
        : `Measured from the last ${data.windowDays} days (${data.minimumSamples} orders or more): ${measured.map((t) => `${t.label}${t.level === 'Standard' ? '' : ` ${t.level}`} ${t.shown.text}`).join('; ')}. Every other service shows the message.`}
    </Text>
  );
}

/**
 * /editor/turnaround (editor role): the turnaround message visitors read where a service has too few recent
 * orders to measure (spec 8 "Turnaround message fallback"): publish one with its window, revise or withdraw
 * it, and see which is live now and which are scheduled. Keyboard first: the form opens focused on the text.
 */
export function EditorTurnaroundPage() {
  useDocumentTitle('Turnaround message | Certus');
  const { data, isLoading, isError, refetch } = useGetTurnaroundMessagesQuery();
  const [withdraw, { isLoading: withdrawing }] = useWithdrawTurnaroundMessageMutation();
  const [editing, setEditing] = useState<TurnaroundMessageView | null>(null);
  const [formKey, setFormKey] = useState(0);
  const confirm = useConfirm();

  const done = (message: string) => {
    if (message) notifySuccess('Saved', message);
    setEditing(null);
    setFormKey((k) => k + 1);
  };

  const takeDown = async (message: TurnaroundMessageView) => {
    if (!(await confirm({ title: 'Withdraw this message?', message: `“${message.text}” will no longer be shown.`, confirmLabel: 'Withdraw' }))) return;
    try {
      notifySuccess('Saved', (await withdraw(message.messageId).unwrap()).message);
    } catch (error) {
      notifyError('Failed!', readServerFailure(error).message ?? 'The message could not be withdrawn.');
    }
  };

  return (
    <Container size="lg" py="lg">
      <Stack gap="md">
        <Title order={1}>Turnaround message</Title>
        <Text>
          Each service’s turnaround is measured from our own orders when at least ten of them left us in the last 90 days. Where there are fewer,
          visitors read the message live now, or “5 weeks” when none is.
        </Text>
        <MeasuredSummary />
        {data ? <MessageForm key={`${formKey}-${editing?.messageId ?? 'new'}`} editing={editing} now={new Date(data.now)} onDone={done} /> : null}
        <Title order={2} size="h4">
          Messages
        </Title>
        {isLoading ? <PageLoader label="Loading the messages…" /> : null}
        {isError ? (
          <Alert color="red" variant="light" title="The messages could not be loaded.">
            <Button size="xs" variant="outline" onClick={() => void refetch()}>
              Try again
            </Button>
          </Alert>
        ) : null}
        {data && data.messages.length === 0 ? <Text>No message has been published: visitors read “5 weeks”.</Text> : null}
        {data && data.messages.length > 0 ? (
          <ScrollingTable minWidth={640} label="Turnaround messages">
            <Table striped withTableBorder verticalSpacing="xs" data-testid="turnaround-messages">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">Message</Table.Th>
                  <Table.Th scope="col">State</Table.Th>
                  <Table.Th scope="col">Shown from</Table.Th>
                  <Table.Th scope="col">Until</Table.Th>
                  <Table.Th scope="col">Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.messages.map((message) => (
                  <Table.Tr key={message.messageId} data-state={message.state}>
                    <Table.Th scope="row" fw={400}>
                      {message.text}
                    </Table.Th>
                    <Table.Td>
                      <Badge color={STATE_LABEL[message.state].color} variant="light">
                        {STATE_LABEL[message.state].label}
                      </Badge>
                    </Table.Td>
                    <Table.Td>{when(message.publishFrom)}</Table.Td>
                    <Table.Td>{when(message.publishUntil)}</Table.Td>
                    <Table.Td>
                      {message.state === 'withdrawn' ? null : (
                        <Group gap="xs" wrap="nowrap">
                          <Button size="xs" variant="default" onClick={() => setEditing(message)} aria-label={`Revise “${message.text}”`}>
                            Revise
                          </Button>
                          <Button size="xs" variant="outline" color="red" loading={withdrawing} onClick={() => void takeDown(message)} aria-label={`Withdraw “${message.text}”`}>
                            Withdraw
                          </Button>
                        </Group>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollingTable>
        ) : null}
      </Stack>
    </Container>
  );
}

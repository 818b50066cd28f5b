import { useState } from 'react';
import { Button, Group, Paper, Stack, TextInput, Textarea, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { PublishTurnaroundMessageBody, type TurnaroundMessageView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { ariaInvalidWhenInError } from '../../../lib/form.ts';
import { usePublishTurnaroundMessageMutation } from '../api/turnaround-message-api.ts';

const FIELDS = ['text', 'publishFrom', 'publishUntil'] as const;
interface FormValues {
  text: string;
  /** datetime-local values (the editor's own time zone); empty until: no end. */
  publishFrom: string;
  publishUntil: string;
  [key: string]: unknown;
}

/** "2026-03-02T09:30" in the browser's time zone, for a datetime-local input. */
export function toLocalInput(iso: string): string {
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
/** A datetime-local value as the instant it names here, with its offset (what the contract takes). */
const toInstant = (local: string) => (local ? new Date(local).toISOString() : '');

const bodyOf = (values: FormValues, messageId: string | null) => ({
  ...(messageId ? { messageId } : {}),
  text: values.text,
  publishFrom: toInstant(values.publishFrom),
  publishUntil: values.publishUntil ? toInstant(values.publishUntil) : null,
});

/**
 * Publishes a new turnaround message, or a revision of the one being edited. Checked with the contract's
 * schema before it is sent (the same messages as the server); the window's times are the editor's local ones.
 */
export function MessageForm({ editing, now, onDone }: { editing: TurnaroundMessageView | null; now: Date; onDone: (message: string) => void }) {
  const [publish, { isLoading }] = usePublishTurnaroundMessageMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const form = useForm<FormValues>({
    mode: 'controlled',
    enhanceGetInputProps: ariaInvalidWhenInError,
    initialValues: {
      text: editing?.text ?? '',
      publishFrom: toLocalInput(editing?.publishFrom ?? now.toISOString()),
      publishUntil: editing?.publishUntil ? toLocalInput(editing.publishUntil) : '',
    },
    validate: (values) => {
      const parsed = PublishTurnaroundMessageBody.safeParse(bodyOf(values, editing?.messageId ?? null));
      if (parsed.success) return {};
      return Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0] ?? 'text'), issue.message]));
    },
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      const result = await publish(bodyOf(values, editing?.messageId ?? null)).unwrap();
      form.reset();
      onDone(result.message);
    } catch (error) {
      setFailure(applySubmitFailure(error, form, FIELDS));
    }
  });

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="message-form-heading">
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="message-form-heading">
            {editing ? 'Revise the message' : 'Publish a message'}
          </Title>
          {failure ? <ServerFailureAlert heading="The message was not published" failure={failure} /> : null}
          <Textarea
            label="Message visitors read"
            description="Shown for every service with too few recent orders to measure (and in place of '5 weeks'). At most 200 characters."
            rows={3}
            maxLength={200}
            required
            data-autofocus
            {...form.getInputProps('text')}
          />
          <Group grow align="flex-start">
            <TextInput type="datetime-local" label="Shown from" required {...form.getInputProps('publishFrom')} />
            <TextInput type="datetime-local" label="Shown until" description="Leave empty: until withdrawn." {...form.getInputProps('publishUntil')} />
          </Group>
          <Group justify="flex-end">
            {editing ? (
              <Button variant="default" onClick={() => onDone('')}>
                Cancel
              </Button>
            ) : null}
            <Button type="submit" loading={isLoading}>
              {editing ? 'Publish the revision' : 'Publish'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}


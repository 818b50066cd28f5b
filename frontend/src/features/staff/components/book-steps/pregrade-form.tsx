import { useState, type FormEvent } from 'react';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { OrderBookView } from '@certus/contracts';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { usePreGradeBookMutation } from '../../api/staff-steps-api.ts';
import { staffMessages } from '../../model/staff-messages.ts';
import { failureOf } from '../step-failure.ts';

export interface BookStepProps {
  orderId: string;
  book: OrderBookView;
  /** The step was taken: what to announce. */
  onDone: (message: string) => void;
}

/** Pre-grade: an optional note, then Enter. */
export function PreGradeForm({ orderId, book, onDone }: BookStepProps) {
  const [preGrade, { isLoading }] = usePreGradeBookMutation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (note.trim().length > 500) {
      setError(staffMessages.noteTooLong);
      return;
    }
    setFailure(null);
    const refused = failureOf(await preGrade({ orderId, bookNo: book.bookNo, note: note.trim() }));
    if (refused) setFailure(refused);
    else onDone(`Book ${book.bookNo} pre-graded.`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Pre-grade book ${book.bookNo}`}>
      <Stack gap="sm">
        {failure ? <ServerFailureAlert heading={`Book ${book.bookNo} could not be pre-graded`} failure={failure} /> : null}
        <Group align="flex-end">
          <TextInput
            label="Pre-grade note (optional)"
            value={note}
            onChange={(e) => {
              setNote(e.currentTarget.value);
              setError(null);
            }}
            error={error}
            autoComplete="off"
            style={{ flexGrow: 1 }}
            data-step-autofocus
          />
          <Button type="submit" loading={isLoading}>
            Record pre-grade
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

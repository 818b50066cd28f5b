import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useEncapsulateBookMutation, usePressBookMutation } from '../../api/staff-steps-api.ts';
import { failureOf } from '../step-failure.ts';
import type { BookStepProps } from './pregrade-form.tsx';

interface SingleStepProps {
  label: string;
  refusedHeading: string;
  run: () => Promise<{ error?: unknown }>;
  done: () => void;
  busy: boolean;
}

/** A step with nothing to fill in: one button, focused, so Enter takes it. */
function SingleStep({ label, refusedHeading, run, done, busy }: SingleStepProps) {
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const onClick = async () => {
    setFailure(null);
    const refused = failureOf(await run());
    if (refused) setFailure(refused);
    else done();
  };
  return (
    <Stack gap="sm" align="flex-start">
      {failure ? <ServerFailureAlert heading={refusedHeading} failure={failure} /> : null}
      <Button onClick={() => void onClick()} loading={busy} data-step-autofocus>
        {label}
      </Button>
    </Stack>
  );
}

export function PressForm({ orderId, book, onDone }: BookStepProps) {
  const [press, { isLoading }] = usePressBookMutation();
  return (
    <SingleStep
      label={`Mark book ${book.bookNo} pressed`}
      refusedHeading={`Book ${book.bookNo} could not be marked pressed`}
      run={() => press({ orderId, bookNo: book.bookNo })}
      done={() => onDone(`Book ${book.bookNo} pressed.`)}
      busy={isLoading}
    />
  );
}

export function EncapsulateForm({ orderId, book, onDone }: BookStepProps) {
  const [encapsulate, { isLoading }] = useEncapsulateBookMutation();
  return (
    <SingleStep
      label={`Encapsulate as ${book.certificationId}`}
      refusedHeading={`Book ${book.bookNo} could not be encapsulated`}
      run={() => encapsulate({ orderId, bookNo: book.bookNo })}
      done={() => onDone(`Book ${book.bookNo} encapsulated as ${book.certificationId}.`)}
      busy={isLoading}
    />
  );
}

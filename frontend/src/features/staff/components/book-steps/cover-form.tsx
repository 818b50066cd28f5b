import { useId, useRef, useState, type FormEvent } from 'react';
import { Button, Group, Input, Stack } from '@mantine/core';
import { ServerFailureAlert } from '../../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../../lib/api-errors.ts';
import { useUploadCoverMutation } from '../../api/staff-steps-api.ts';
import { coverFileProblem } from '../../model/cover-file.ts';
import { staffMessages } from '../../model/staff-messages.ts';
import { failureOf } from '../step-failure.ts';
import type { BookStepProps } from './pregrade-form.tsx';

/**
 * Imaging: the cover's JPEG, checked here for type and size (50 MB) before anything is sent, then PUT as
 * the request body. A good file moves the focus to the upload button, so Enter sends it.
 */
export function CoverForm({ orderId, book, onDone }: BookStepProps) {
  const [upload, { isLoading }] = useUploadCoverMutation();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const uploadRef = useRef<HTMLButtonElement>(null);
  const id = useId();

  const choose = (chosen: File | null) => {
    setFailure(null);
    if (!chosen) {
      setFile(null);
      return;
    }
    const wrong = coverFileProblem(chosen);
    setProblem(wrong);
    setFile(wrong ? null : chosen);
    if (!wrong) uploadRef.current?.focus();
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!file) {
      setProblem((current) => current ?? staffMessages.coverMissing);
      return;
    }
    setFailure(null);
    const bytes = await file.arrayBuffer();
    const refused = failureOf(await upload({ orderId, bookNo: book.bookNo, bytes }));
    if (refused) setFailure(refused);
    else onDone(`Cover of book ${book.bookNo} uploaded.`);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={`Upload the cover of book ${book.bookNo}`}>
      <Stack gap="sm">
        {failure ? <ServerFailureAlert heading={`The cover of book ${book.bookNo} could not be uploaded`} failure={failure} /> : null}
        <Input.Wrapper label="Cover image" description="JPEG, at most 50 MB" error={problem} id={id} errorProps={{ role: 'alert', id: `${id}-error` }}>
          <input
            id={id}
            type="file"
            accept="image/jpeg,.jpg,.jpeg"
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-error` : undefined}
            onChange={(e) => choose(e.currentTarget.files?.[0] ?? null)}
            data-step-autofocus
            style={{ display: 'block', marginTop: 4 }}
          />
        </Input.Wrapper>
        <Group>
          <Button ref={uploadRef} type="submit" loading={isLoading}>
            Upload cover
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

import { useId, useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { parseComicId } from '@certus/contracts';
import { useMessages } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';

interface CertificateNumberFormProps {
  /** The form's accessible name (a search landmark). */
  name: string;
  buttonLabel: string;
  /** Opens the parsed, canonical number. */
  onOpen: (certificationId: string) => void;
  /** Asked before opening; false says the number names no certificate, on the field. */
  exists?: (certificationId: string) => Promise<boolean>;
}

/** A certification number typed loosely (spaces, lower case, any dash), checked before anything opens. */
export function CertificateNumberForm({ name, buttonLabel, onOpen, exists }: CertificateNumberFormProps) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const inputId = useId();
  const words = useMessages(certificateWords);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const id = parseComicId(text);
    if (!id) {
      setError(words.numberInvalid);
      return;
    }
    if (exists) {
      setChecking(true);
      const found = await exists(id).finally(() => setChecking(false));
      if (!found) {
        setError(words.notFound);
        return;
      }
    }
    setError(null);
    setText('');
    onOpen(id);
  };

  return (
    <form role="search" aria-label={name} onSubmit={(event) => void submit(event)} noValidate>
      <Group align="flex-start" gap="sm">
        <TextInput
          id={inputId}
          label={words.numberLabel}
          placeholder="12-A1B2C3D-001"
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            if (error) setError(null);
          }}
          error={error}
          errorProps={{ role: 'alert' }}
          autoComplete="off"
          spellCheck={false}
          style={{ flex: 1, minWidth: 220, maxWidth: 360 }}
        />
        <Button type="submit" mt={25} loading={checking}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}

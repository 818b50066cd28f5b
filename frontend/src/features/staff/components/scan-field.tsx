import { useState, type FormEvent, type Ref } from 'react';
import { Kbd, TextInput } from '@mantine/core';

export interface ScanFieldProps {
  label: string;
  description?: string;
  /** Handles what was scanned; returns what is wrong with it, or null when it was taken. */
  onScan: (text: string) => string | null;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The barcode field of the worker screens. A scanner types the id and presses Enter; so does a worker at the
 * keyboard. A taken scan empties the field for the next one; a refused one stays selected, so the next scan
 * simply replaces it.
 */
export function ScanField({ label, description, onScan, inputRef }: ScanFieldProps) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = onScan(value);
    if (problem) {
      setError(problem);
      event.currentTarget.querySelector('input')?.select();
      return;
    }
    setError(null);
    setValue('');
  };

  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          if (error) setError(null);
        }}
        error={error}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        size="md"
        rightSectionWidth={64}
        rightSection={<Kbd size="xs" aria-hidden>Enter</Kbd>}
        data-testid="scan-field"
      />
    </form>
  );
}

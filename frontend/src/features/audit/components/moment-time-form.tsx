import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { browserTimeZone, localInputOf, utcOffsetAt, utcOfLocalInput } from '../lib/local-moment.ts';
import { auditMessages } from '../model/audit-messages.ts';

interface MomentTimeFormProps {
  /** The time the field starts from (the moment shown): its local wall time. */
  initialAt: string;
  onAt(utcIso: string): void;
}

/**
 * The moment by date and time (to the second), typed in the browser's time zone, which the field names, and
 * asked for in UTC: the order as it stood after the last event recorded by then.
 */
export function MomentTimeForm({ initialAt, onAt }: MomentTimeFormProps) {
  const [value, setValue] = useState(() => localInputOf(initialAt));
  const [error, setError] = useState<string | null>(null);
  const utc = utcOfLocalInput(value);
  const zone = `${browserTimeZone()} (${utcOffsetAt(utc ?? initialAt)})`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!utc) return setError(auditMessages.momentMissing);
    setError(null);
    onAt(utc);
  };

  return (
    <form onSubmit={submit} noValidate aria-label="The order at a date and time">
      <Group align="flex-end" gap="sm">
        <TextInput
          type="datetime-local"
          step={1}
          label="Or at a date and time"
          description={`In your time zone, ${zone}${utc ? `; asked in UTC as ${utc}` : ''}`}
          value={value}
          onChange={(e) => setValue(e.currentTarget.value)}
          error={error}
          maw={420}
          style={{ flexGrow: 1 }}
        />
        <Button type="submit" variant="default">
          Show the order then
        </Button>
      </Group>
    </form>
  );
}

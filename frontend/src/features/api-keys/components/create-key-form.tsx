import { useState, type FormEvent } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { API_KEY_NAME_MAX, ApiKeyName } from '@certus/contracts';
import { sentenceIn } from '../../../lib/localized-form.ts';
import { useMessages } from '../../region/index.ts';
import { apiKeysText } from '../api-keys-messages.ts';

/** The name of a new key, checked with the contracts' rule before it is sent. */
export function CreateKeyForm({ busy, onCreate }: { busy: boolean; onCreate: (name: string) => Promise<boolean> }) {
  const text = useMessages(apiKeysText);
  const [name, setName] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyName.safeParse(name);
    if (!parsed.success) return setError(sentenceIn(apiKeysText.en, text, parsed.error.issues[0]!.message));
    setError(null);
    if (await onCreate(parsed.data)) setName('');
  };

  return (
    <form onSubmit={(event) => void submit(event)} aria-label={text.newKey} noValidate>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={text.name}
          description={text.nameHint}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={error}
          maxLength={API_KEY_NAME_MAX + 20}
          style={{ flex: '1 1 16rem' }}
          required
        />
        <Button type="submit" loading={busy}>
          {text.create}
        </Button>
      </Group>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import { Badge, Button, Code, Group, TextInput } from '@mantine/core';
import { ApiKeyName, type ApiKeyView } from '@certus/contracts';
import { DataCard } from '../../../components/ui/data-card.tsx';
import { dateFormat } from '../../../lib/date-formats.ts';
import { sentenceIn } from '../../../lib/localized-form.ts';
import { countIn, localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { apiKeysText } from '../api-keys-messages.ts';

const dayOf = (iso: string, locale: string) => dateFormat(locale, { dateStyle: 'medium' }).format(new Date(iso));

interface ApiKeyCardProps {
  apiKey: ApiKeyView;
  dailyQuota: number;
  busy: boolean;
  onRename: (name: string) => Promise<boolean>;
  onRevoke: () => void;
}

/** One key: its name, prefix, when it was made, its calls today out of the quota, and whether it is revoked. */
export function ApiKeyCard({ apiKey, dailyQuota, busy, onRename, onRevoke }: ApiKeyCardProps) {
  const text = useMessages(apiKeysText);
  const language = useLanguage();
  const locale = localeOf(language);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const revoked = apiKey.revokedAt !== null;

  const saveName = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ApiKeyName.safeParse(renaming ?? '');
    if (!parsed.success) return setError(sentenceIn(apiKeysText.en, text, parsed.error.issues[0]!.message));
    setError(null);
    if (await onRename(parsed.data)) setRenaming(null);
  };

  const title =
    renaming === null ? (
      apiKey.name
    ) : (
      <form onSubmit={(event) => void saveName(event)} aria-label={text.renameNamed(apiKey.name)} noValidate>
        <Group align="flex-start" gap="xs" wrap="wrap">
          <TextInput aria-label={text.name} value={renaming} onChange={(event) => setRenaming(event.currentTarget.value)} error={error} style={{ flex: '1 1 12rem' }} data-autofocus />
          <Button type="submit" size="sm" loading={busy}>
            {text.save}
          </Button>
          <Button size="sm" variant="default" onClick={() => (setRenaming(null), setError(null))}>
            {text.cancel}
          </Button>
        </Group>
      </form>
    );

  return (
    <DataCard
      data-testid="api-key-card"
      title={title}
      facts={[
        [text.prefix, <Code key="prefix">{`${apiKey.prefix}_…`}</Code>],
        [text.created, dayOf(apiKey.createdAt, locale)],
        [text.callsToday, text.callsOf(countIn(apiKey.callsToday, language), countIn(dailyQuota, language))],
        [
          text.status,
          revoked ? (
            <Badge key="status" color="gray" variant="light">
              {text.revokedOn(dayOf(apiKey.revokedAt!, locale))}
            </Badge>
          ) : (
            <Badge key="status" color="green" variant="light">
              {text.active}
            </Badge>
          ),
        ],
      ]}
      actions={
        revoked || renaming !== null ? undefined : (
          <>
            <Button size="sm" variant="default" onClick={() => setRenaming(apiKey.name)} aria-label={text.renameNamed(apiKey.name)} disabled={busy}>
              {text.rename}
            </Button>
            <Button size="sm" color="red" variant="outline" onClick={onRevoke} aria-label={text.revokeNamed(apiKey.name)} loading={busy}>
              {text.revoke}
            </Button>
          </>
        )
      }
    />
  );
}

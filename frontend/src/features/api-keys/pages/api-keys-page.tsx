import { useState } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { KeyIcon } from '../../../components/ui/icons.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { notifySuccess } from '../../../components/ui/toast.ts';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { localizedFailure, sentenceIn } from '../../../lib/localized-form.ts';
import { AccountPageLayout } from '../../account/index.ts';
import { countIn, useLanguage, useMessages } from '../../region/index.ts';
import { useCreateApiKeyMutation, useGetApiKeysQuery, useRenameApiKeyMutation, useRevokeApiKeyMutation } from '../api/api-keys-api.ts';
import { ApiKeyCard } from '../components/api-key-card.tsx';
import { CreateKeyForm } from '../components/create-key-form.tsx';
import { NewKeySecret } from '../components/new-key-secret.tsx';
import { apiKeysText } from '../api-keys-messages.ts';

/** Where the API reference is served (the OpenAPI document rendered by the command service). */
const API_DOCS_PATH = '/api/docs';

/**
 * /account/api (issue [5/7], public API): the member's API keys, newest first, with create (its secret shown once),
 * rename and revoke. Each change answers with its position, so the list's refetch shows it at once.
 */
export function ApiKeysPage() {
  const keys = useGetApiKeysQuery();
  const [createApiKey, creating] = useCreateApiKeyMutation();
  const [renameApiKey] = useRenameApiKeyMutation();
  const [revokeApiKey] = useRevokeApiKeyMutation();
  const confirm = useConfirm();
  const text = useMessages(apiKeysText);
  const language = useLanguage();
  const say = (sentence: string) => sentenceIn(apiKeysText.en, text, sentence);
  /** The key just created, whose secret is shown until the member says it is copied (or revokes that key). */
  const [shown, setShown] = useState<{ keyId: string; secret: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<ServerFailure | null>(null);

  /** Runs one change; a refusal shows above the list, a success as a toast. */
  const act = async <T extends { message: string }>(run: () => Promise<{ data?: T; error?: unknown }>): Promise<T | null> => {
    setFailure(null);
    const result = await run();
    if (result.error) {
      setFailure(readServerFailure(result.error));
      return null;
    }
    if (result.data) notifySuccess(text.title, say(result.data.message));
    return result.data ?? null;
  };

  const onCreate = async (name: string) => {
    const created = await act(() => createApiKey({ name }));
    if (created) setShown({ keyId: created.keyId, secret: created.secret });
    return created !== null;
  };

  const onRename = async (keyId: string, name: string) => {
    setBusyId(keyId);
    try {
      return (await act(() => renameApiKey({ keyId, name }))) !== null;
    } finally {
      setBusyId(null);
    }
  };

  const onRevoke = async (keyId: string, name: string) => {
    const confirmed = await confirm({ title: text.revokeTitle, message: text.revokeQuestion(name), confirmLabel: text.revoke, cancelLabel: text.cancel, danger: true });
    if (!confirmed) return;
    setBusyId(keyId);
    try {
      // A revoked key's secret answers no call any more: it is not left on the page to be copied.
      if (await act(() => revokeApiKey(keyId))) setShown((current) => (current?.keyId === keyId ? null : current));
    } finally {
      setBusyId(null);
    }
  };

  const list = keys.data;
  const active = list ? list.keys.filter((key) => key.revokedAt === null).length : 0;
  return (
    <AccountPageLayout title={text.title}>
      <Stack gap={4}>
        <Text>{text.intro}</Text>
        <Text size="sm">
          {list ? `${text.quota(countIn(list.dailyQuota, language))} ` : null}
          <Anchor href={API_DOCS_PATH}>{text.docsLink}</Anchor>
        </Text>
      </Stack>
      {shown ? <NewKeySecret secret={shown.secret} onDone={() => setShown(null)} /> : null}
      {failure ? <ServerFailureAlert heading={text.failed} failure={localizedFailure(apiKeysText.en, text, failure)} /> : null}
      {keys.isLoading ? <PageLoader label={text.loading} /> : null}
      {keys.isError && !list ? <LoadFailureAlert title={text.loadFailed} onRetry={() => void keys.refetch()} retrying={keys.isFetching} language={language} /> : null}
      {list ? (
        active < list.maxActiveKeys ? (
          <CreateKeyForm busy={creating.isLoading} onCreate={onCreate} />
        ) : (
          <Text role="status">{text.limitReached(list.maxActiveKeys)}</Text>
        )
      ) : null}
      {list && list.keys.length === 0 ? (
        <EmptyState icon={KeyIcon} data-testid="api-keys-empty">
          {text.empty}
        </EmptyState>
      ) : null}
      {list && list.keys.length > 0 ? (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={text.yourKeys}>
          {list.keys.map((key) => (
            <ApiKeyCard
              key={key.keyId}
              apiKey={key}
              dailyQuota={list.dailyQuota}
              busy={busyId === key.keyId}
              onRename={(name) => onRename(key.keyId, name)}
              onRevoke={() => void onRevoke(key.keyId, key.name)}
            />
          ))}
        </Stack>
      ) : null}
    </AccountPageLayout>
  );
}

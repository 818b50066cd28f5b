import { Alert, Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useMessages } from '../../region/index.ts';
import { apiKeysText } from '../api-keys-messages.ts';

/**
 * The secret of a key just created: shown here once, with a copy button, and said plainly that it will not be
 * shown again (only its SHA-256 is kept). It stays until the member says they have copied it.
 */
export function NewKeySecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const text = useMessages(apiKeysText);
  return (
    <Alert color="ink" variant="light" title={text.secretTitle} role="status" data-testid="new-api-key">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{text.secretWarning}</Text>
        <Code block aria-label={text.secretLabel} data-testid="api-key-secret" style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap', width: '100%' }}>
          {secret}
        </Code>
        <Group gap="sm">
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant={copied ? 'light' : 'filled'} onClick={copy} aria-live="polite">
                {copied ? text.copied : text.copy}
              </Button>
            )}
          </CopyButton>
          <Button variant="default" onClick={onDone}>
            {text.done}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

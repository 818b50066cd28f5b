import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useMessages } from '../../region/index.ts';
import { accountText } from '../account-messages.ts';

/** Spec 2.2 and 6: a member who has not paid (membership Free) is offered the club membership. */
export function UpgradeHint() {
  const text = useMessages(accountText);
  return (
    <Alert color="ink" variant="light" title={text.upgradeTitle}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{text.upgradeText}</Text>
        <Button component={Link} to="/account/upgrade" size="xs" variant="outline">
          {text.upgrade}
        </Button>
      </Stack>
    </Alert>
  );
}

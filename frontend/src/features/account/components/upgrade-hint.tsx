import { Alert, Button, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';

/** Spec 2.2 and 6: a member who has not paid (membership Free) is offered the club membership. */
export function UpgradeHint() {
  return (
    <Alert color="ink" variant="light" title="Upgrade to club membership">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Club members get discounts on grading and pressing, and promo codes at checkout.</Text>
        <Button component={Link} to="/account/upgrade" size="xs" variant="outline">
          Upgrade
        </Button>
      </Stack>
    </Alert>
  );
}

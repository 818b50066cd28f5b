import { Alert, Button, Stack, Text } from '@mantine/core';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import type { useMemberProfile } from '../hooks/use-member-profile.ts';

/** What an account page shows while its profile loads, or when it could not be loaded (with a retry). */
export function ProfileLoadState({ state }: { state: ReturnType<typeof useMemberProfile> }) {
  if (state.loading) return <PageLoader label="Loading your profile…" />;
  if (!state.failed) return null;
  return (
    <Alert color="red" variant="light" title="Your profile could not be loaded" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Please try again in a moment.</Text>
        <Button size="xs" variant="outline" onClick={state.retry} loading={state.retrying}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}

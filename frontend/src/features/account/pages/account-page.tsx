import { useEffect, useState } from 'react';
import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { selectIdentity } from '../../auth/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetUserProfileQuery } from '../api/get-user-profile.ts';
import { MemberSummary } from '../components/member-summary.tsx';

const PROFILE_POLL_MS = 1000;
const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** /account, the member's dashboard (spec 2.2). This stage shows the member; orders and comics come later. */
export function AccountPage() {
  useDocumentTitle('My account | Certus');
  const identity = useSelector(selectIdentity);
  // The profile is a read model: right after activation it may not be projected yet (404). Ask again
  // every second until it appears rather than calling it an error.
  const [notProjectedYet, setNotProjectedYet] = useState(false);
  const { data, error, isLoading, refetch, isFetching } = useGetUserProfileQuery(undefined, {
    pollingInterval: notProjectedYet ? PROFILE_POLL_MS : 0,
  });
  const profileMissing = !data && isNotFound(error);
  useEffect(() => setNotProjectedYet(profileMissing), [profileMissing]);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Welcome, {identity?.displayName}</Title>
        {isLoading || profileMissing ? <PageLoader label="Loading your profile…" /> : null}
        {error && !data && !profileMissing ? (
          <Alert color="red" variant="light" title="Your profile could not be loaded" role="alert">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">Please try again in a moment.</Text>
              <Button size="xs" variant="outline" onClick={() => void refetch()} loading={isFetching}>
                Try again
              </Button>
            </Stack>
          </Alert>
        ) : null}
        {data ? (
          <>
            {data.member.membership === 'Free' ? (
              <Alert color="ink" variant="light" title="Upgrade to club membership">
                Club members get discounts on grading and pressing, and promo codes at checkout.
              </Alert>
            ) : null}
            <MemberSummary member={data.member} />
          </>
        ) : null}
      </Stack>
    </Container>
  );
}

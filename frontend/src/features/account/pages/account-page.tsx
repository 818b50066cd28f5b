import { Alert, Button, Container, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useSelector } from 'react-redux';
import { selectIdentity } from '../../auth/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetUserProfileQuery } from '../api/get-user-profile.ts';
import { MemberSummary } from '../components/member-summary.tsx';

/** /account, the member's dashboard (spec 2.2). This stage shows the member; orders and comics come later. */
export function AccountPage() {
  useDocumentTitle('My account | Certus');
  const identity = useSelector(selectIdentity);
  const { data, error, isLoading, refetch, isFetching } = useGetUserProfileQuery();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Title order={1}>Welcome, {identity?.displayName}</Title>
        {isLoading ? <PageLoader label="Loading your profile…" /> : null}
        {error && !data ? (
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

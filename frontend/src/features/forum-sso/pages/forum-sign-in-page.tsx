import { useEffect } from 'react';
import { Alert, Anchor, Container, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { forumSsoMessages } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetForumSignInQuery } from '../api/forum-sso-api.ts';
import { browserNavigation, forumSignInUrl } from '../forum-address.ts';

/** /sso/ninjapost (spec 2.4): off to the forum with the member's id and the app id, when the forum answers with one. */
export function ForumSignInPage() {
  useDocumentTitle('Forum | Certus');
  const { data, isError } = useGetForumSignInQuery();
  const target = data?.appId ? forumSignInUrl(data.forumUrl, data.userId, data.appId) : null;
  useEffect(() => {
    if (target) browserNavigation.assign(target);
  }, [target]);

  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>Forum</Title>
        {isError || (data && !data.appId) ? (
          <Alert color="ink" variant="light" role="alert" data-testid="forum-unavailable">
            {forumSsoMessages.notAvailable}
          </Alert>
        ) : (
          <PageLoader label="Signing you in to the forum…" />
        )}
        <Anchor component={Link} to="/account">
          Back to my account
        </Anchor>
      </Stack>
    </Container>
  );
}

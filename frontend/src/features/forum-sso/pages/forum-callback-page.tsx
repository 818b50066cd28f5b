import { Code, Container } from '@mantine/core';
import { useGetForumCallbackQuery } from '../api/forum-sso-api.ts';
import { forumCallbackText } from '../forum-address.ts';

/** /sso/ninjapost2 (spec 2.4): writes the callback holding the member's e-mail and key, or NULL for both. */
export function ForumCallbackPage() {
  const { data, isError, isSuccess } = useGetForumCallbackQuery();
  if (!isError && !isSuccess) return null;
  return (
    <Container py="md">
      <Code block data-testid="forum-callback">
        {forumCallbackText(data ?? null)}
      </Code>
    </Container>
  );
}

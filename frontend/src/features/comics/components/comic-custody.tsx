import { Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useLanguage, useMessages } from '../../region/index.ts';
import { useGetComicCustodyQuery } from '../api/comics-api.ts';
import { custodyMessages } from '../comics-messages.ts';
import { CustodyTimeline } from './custody-timeline.tsx';

/**
 * The member's own book, step by step at Certus (GET /api/comics/user/{certificationId}/custody): received,
 * pre-graded, pressed, graded, photographed, encapsulated, approved, sent back, each with when and who.
 */
export function ComicCustody({ certificationId }: { certificationId: string }) {
  const custody = useGetComicCustodyQuery(certificationId, { refetchOnMountOrArgChange: true });
  const t = useMessages(custodyMessages);
  const language = useLanguage();
  const book = custody.data?.books.find((b) => b.certificationId === certificationId);
  // A comic brought over from earlier records has no order of its own here, so no custody (404): said, not a failure.
  const unrecorded = (custody.error as { status?: unknown } | undefined)?.status === 404 || (custody.data !== undefined && !book);
  const failed = custody.error !== undefined && !unrecorded;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comic-custody-heading" data-testid="comic-custody">
      <Stack gap="xs">
        <Title order={2} size="h4" id="comic-custody-heading">
          {t.comicHeading}
        </Title>
        <Text size="sm" c="dimmed">
          {t.comicIntro}
        </Text>
        {custody.isLoading ? (
          <Group gap="xs" role="status">
            <Loader size="xs" aria-hidden />
            <Text size="sm">{t.loading}</Text>
          </Group>
        ) : null}
        {failed && !custody.isFetching ? <LoadFailureAlert title={t.failed} onRetry={() => void custody.refetch()} retrying={custody.isFetching} language={language} /> : null}
        {unrecorded && !custody.isFetching ? (
          <Text size="sm" data-testid="comic-custody-none">
            {t.notFound}
          </Text>
        ) : null}
        {book ? <CustodyTimeline steps={book.steps} label={t.timeline(t.book(book.bookNo, book.title, book.issue))} /> : null}
      </Stack>
    </Paper>
  );
}

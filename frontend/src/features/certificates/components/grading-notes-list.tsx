import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CertificateView } from '@certus/contracts';
import { CategoryBadge, SlabImage, comicName, gradeIn, gradedComicWords, splitDetails } from '../../comics/index.ts';
import { useLanguage } from '../../region/index.ts';

/** The grading notes entries of a page: cover, title (opening the entry), grade, category and the notes. */
export function GradingNotesList({ entries, busy }: { entries: readonly CertificateView[]; busy: boolean }) {
  const language = useLanguage();
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={busy}>
      {entries.map((entry) => {
        const name = comicName(entry);
        const headingId = `notes-${entry.certificationId}`;
        return (
          <li key={entry.certificationId}>
            <Paper withBorder radius="md" p="sm" component="article" aria-labelledby={headingId} data-testid="grading-notes-entry">
              <Group align="flex-start" wrap="nowrap" gap="md">
                <div style={{ width: 84, flexShrink: 0 }}>
                  <SlabImage slab={entry} sizes="84px" language={language} />
                </div>
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Title order={2} size="h5" id={headingId}>
                    <Anchor component={Link} to={`/grading-notes/${entry.certificationId}`} inherit>
                      {name}
                    </Anchor>
                  </Title>
                  <Group gap="xs">
                    <Text size="sm" fw={700}>
                      {gradedComicWords[language].grade(gradeIn(entry.grade, language))}
                    </Text>
                    <CategoryBadge category={entry.category} />
                    <Text size="xs" c="dimmed">
                      {entry.certificationId}
                    </Text>
                  </Group>
                  <Text size="sm" lineClamp={2}>
                    {splitDetails(entry.comics_details.Grader_Notes).join(' · ')}
                  </Text>
                </Stack>
              </Group>
            </Paper>
          </li>
        );
      })}
    </Stack>
  );
}

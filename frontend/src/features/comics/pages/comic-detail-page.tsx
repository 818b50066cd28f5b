import { Alert, Anchor, Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ageLabel, parseComicId, type CertificateView, type MemberComicDetail } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetMemberComicQuery } from '../api/comics-api.ts';
import { CategoryBadge } from '../components/category-badge.tsx';
import { ComicCover } from '../components/comic-cover.tsx';
import { comicName } from '../components/comic-card.tsx';
import { formatGrade, splitDetails } from '../lib/comic-details.ts';

export const COMIC_INVALID = 'Invalid comic';
export const NOT_YOUR_COMIC = 'This comic is not in your account';

/**
 * /account/comics/{id} (spec 2.2, 7.3, 8): one of the member's graded comics, with its signers and the
 * grader's notes. A comic that cannot be loaded (or an id that does not parse) is marked invalid and
 * nothing else is shown (spec 8 Comic detail load failure). Someone else's comic is a real certificate
 * anyone may look up: the page says it is not the member's and points to its public certificate.
 */
export function ComicDetailPage() {
  const { id = '' } = useParams();
  const comicId = parseComicId(id);
  const { data, isLoading } = useGetMemberComicQuery(comicId ?? '', { skip: !comicId });
  const title = data ? comicName(data.owner ?? data.certificate) : `Comic ${comicId ?? id}`;

  return (
    <AccountPageLayout title={title}>
      <Anchor component={Link} to="/account/comics" size="sm">
        Back to my comics
      </Anchor>
      {isLoading ? <PageLoader label="Loading the comic…" /> : null}
      {!isLoading && !data ? (
        <Alert color="red" variant="light" role="alert" title={COMIC_INVALID} data-testid="comic-invalid">
          {comicId ? `Comic ${comicId} is invalid: there is no such comic in your account.` : 'This is not a valid certification number (for example 12-A1B2C3D-001).'}
        </Alert>
      ) : null}
      {data?.owner ? <ComicDetail comic={data.owner} /> : null}
      {data && !data.owner ? <NotYourComic certificate={data.certificate} /> : null}
    </AccountPageLayout>
  );
}

function NotYourComic({ certificate }: { certificate: CertificateView }) {
  return (
    <Alert color="blue" variant="light" title={NOT_YOUR_COMIC} data-testid="comic-not-yours">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">Certification {certificate.certificationId} belongs to another collector. Anyone may check its certificate.</Text>
        <Anchor component={Link} to={`/certificate/${certificate.certificationId}`}>
          View the certificate of {comicName(certificate)}
        </Anchor>
      </Stack>
    </Alert>
  );
}

function ComicDetail({ comic }: { comic: MemberComicDetail }) {
  const asp = splitDetails(comic.comics_details.ASP_Signers);
  const vsp = splitDetails(comic.comics_details.VSP_Signers);
  const notes = splitDetails(comic.comics_details.Grader_Notes);
  const facts: [string, string][] = [
    ['Certification', comic.id],
    ['Year', comic.displayYear ? `${comic.displayYear} (${ageLabel(comic.year)})` : ''],
    ['Publisher', comic.publisher],
    ['Variant', comic.variant],
    ['Pedigree', comic.pedigree ?? ''],
    ['Service', comic.tierLabel ?? ''],
    ['Type', comic.collectibleType],
  ];
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <ComicCover src={comic.coverUrl} alt={`Cover of ${comicName(comic)}`} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <Group gap="sm">
            <Text size="xl" fw={700} data-testid="comic-grade">
              Grade {formatGrade(comic.grade)}
            </Text>
            <CategoryBadge category={comic.category} />
          </Group>
          <Stack component="dl" gap={6} m={0}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Group key={label} gap="xs" wrap="nowrap" align="baseline">
                  <Text component="dt" size="sm" c="dimmed" w={110}>
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {value}
                  </Text>
                </Group>
              ))}
            <Group gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed" w={110}>
                Order
              </Text>
              <Text component="dd" m={0}>
                <Anchor component={Link} to={`/account/orders/${comic.orderId}`}>
                  {comic.orderId}
                </Anchor>
              </Text>
            </Group>
          </Stack>
          <Signers title="Authentic signatures (ASP)" names={asp} testId="comic-asp" />
          <Signers title="Verified signatures (VSP)" names={vsp} testId="comic-vsp" />
          {notes.length > 0 ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="grader-notes">
              <Title order={2} size="h4" id="grader-notes" mb="xs">
                Grader notes
              </Title>
              <List spacing={4} data-testid="comic-notes">
                {notes.map((note, i) => (
                  <List.Item key={i}>{note}</List.Item>
                ))}
              </List>
            </Paper>
          ) : null}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Signers({ title, names, testId }: { title: string; names: string[]; testId: string }) {
  if (names.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {title}
      </Title>
      <List spacing={2} data-testid={testId}>
        {names.map((name, i) => (
          <List.Item key={i}>{name}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

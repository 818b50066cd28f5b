import type { ReactNode } from 'react';
import { Grid, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import type { CertificateView } from '@certus/contracts';
import { CategoryBadge, ComicCover, comicName, formatGrade, splitDetails } from '../../comics/index.ts';
import { certifiedOn, coverDate } from '../lib/format.ts';

/** What a page shows of the label: the whole certificate, or what spec 3 lists for a grading notes entry. */
export type CertificateFacts = 'certificate' | 'grading-notes';

function factsOf(certificate: CertificateView, shown: CertificateFacts): [string, string][] {
  const { certificationId, publisher, collection, personalCollection } = certificate;
  const when = coverDate(certificate.month, certificate.displayYear);
  const signees = certificate.signees.join(', ');
  if (shown === 'grading-notes') {
    return [
      ['Certification', certificationId],
      ['Cover date', when],
      ['Publisher', publisher],
      ['Signees', signees],
      ['Collection', collection ?? ''],
      ['Personal collection', personalCollection],
    ];
  }
  return [
    ['Certification', certificationId],
    ['Cover date', when],
    ['Publisher', publisher],
    ['Variant', certificate.variant],
    ['Key comments', certificate.keyComments],
    ['Credits', certificate.artStoryCover],
    ['Collection', collection ?? ''],
    ['Personal collection', personalCollection],
    ['Service', certificate.tierLabel ?? ''],
    ['Certified', certifiedOn(certificate.certifiedAt)],
    ['Type', certificate.collectibleType],
  ];
}

/**
 * A certified comic's label (spec 7.3): cover (the default one when it has none), grade and category, the
 * label's facts, the ASP and VSP signers and the grader's notes, each list split on '~'. `children` follow
 * the notes (the census position, the owner's link).
 */
export function CertificateDetails({ certificate, facts, children }: { certificate: CertificateView; facts: CertificateFacts; children?: ReactNode }) {
  const asp = splitDetails(certificate.comics_details.ASP_Signers);
  const vsp = splitDetails(certificate.comics_details.VSP_Signers);
  const notes = splitDetails(certificate.comics_details.Grader_Notes);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 5 }}>
        <ComicCover src={certificate.coverUrl} alt={`Cover of ${comicName(certificate)}`} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 7 }}>
        <Stack gap="md">
          <Group gap="sm">
            <Text size="xl" fw={700} data-testid="certificate-grade">
              Grade {formatGrade(certificate.grade)}
            </Text>
            <CategoryBadge category={certificate.category} />
          </Group>
          <Stack component="dl" gap={6} m={0} data-testid="certificate-facts">
            {factsOf(certificate, facts)
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <Group key={label} gap="xs" wrap="nowrap" align="baseline">
                  <Text component="dt" size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
                    {label}
                  </Text>
                  <Text component="dd" m={0}>
                    {value}
                  </Text>
                </Group>
              ))}
          </Stack>
          <Names title="Authentic signatures (ASP)" names={asp} testId="certificate-asp" />
          <Names title="Verified signatures (VSP)" names={vsp} testId="certificate-vsp" />
          {notes.length > 0 ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-notes-heading">
              <Title order={2} size="h4" id="certificate-notes-heading" mb="xs">
                Grader notes
              </Title>
              <List spacing={4} data-testid="certificate-notes">
                {notes.map((note, i) => (
                  <List.Item key={i}>{note}</List.Item>
                ))}
              </List>
            </Paper>
          ) : null}
          {children}
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function Names({ title, names, testId }: { title: string; names: string[]; testId: string }) {
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

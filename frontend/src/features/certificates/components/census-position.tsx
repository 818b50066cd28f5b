import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CertificateView } from '@certus/contracts';
import { copiesText } from '../lib/format.ts';

/**
 * Where the copy stands in its book's census (same grade type): how many share its grade, how many are
 * higher. The full population report is for members: a visitor's link goes through the log in first.
 */
export function CensusPosition({ certificate, signedIn }: { certificate: CertificateView; signedIn: boolean }) {
  const { census, category } = certificate;
  const report = `/comic-details?book=${encodeURIComponent(certificate.bookId)}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-census-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="certificate-census-heading">
          Census
        </Title>
        <Text data-testid="certificate-census">
          {copiesText(census.atGrade)} at this grade, {census.higher} higher
        </Text>
        <Text size="sm" c="dimmed">
          This book has {census.copies} {category} {census.copies === 1 ? 'copy' : 'copies'} in all.
        </Text>
        <Anchor component={Link} to={report} data-testid="certificate-population-link">
          {signedIn ? 'See the population report' : 'Log in to see the population report'}
        </Anchor>
      </Stack>
    </Paper>
  );
}

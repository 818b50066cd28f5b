import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { CertificateView } from '@certus/contracts';
import type { Language } from '../../region/index.ts';
import { certificateWords } from '../lib/certificate-messages.ts';
import { gradeIn } from '../../comics/index.ts';

/**
 * Where the copy stands in its book's census (same grade type): how many share its grade, how many are
 * higher. The full population report is for members: a visitor's link goes through the log in first.
 * `language`: the page's, in French on the French variant (the public certificate and the member's comic page).
 * A revoked copy stands nowhere in it any more: the page says that instead of its place (the book's total stays).
 */
export function CensusPosition({ certificate, signedIn, language = 'en' }: { certificate: CertificateView; signedIn: boolean; language?: Language }) {
  const { census, category } = certificate;
  const text = certificateWords[language];
  const report = `/comic-details?book=${encodeURIComponent(certificate.bookId)}`;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="certificate-census-heading">
      <Stack gap="xs">
        <Title order={2} size="h4" id="certificate-census-heading">
          {text.census}
        </Title>
        {certificate.revocation ? (
          <Text fw={700} data-testid="certificate-census">
            {text.censusRevoked}
          </Text>
        ) : (
          <>
            <Text data-testid="certificate-census">{text.censusPosition(census.atGrade, census.higher)}</Text>
            <Text size="sm" data-testid="certificate-graded-ordinal">
              {text.gradedOrdinal(census.gradedOrdinal, gradeIn(certificate.grade, language))} (<span lang={language === 'en' ? undefined : 'en'}>{category}</span>)
            </Text>
          </>
        )}
        <Text size="sm" c="dimmed">
          {text.censusTotalBefore(census.copies)}
          <span lang={language === 'en' ? undefined : 'en'}>{category}</span>
          {text.censusTotalAfter(census.copies)}
        </Text>
        <Anchor component={Link} to={report} data-testid="certificate-population-link">
          {signedIn ? text.seeReport : text.logInForReport}
        </Anchor>
      </Stack>
    </Paper>
  );
}

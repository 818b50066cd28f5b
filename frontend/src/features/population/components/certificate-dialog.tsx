import { Alert, Anchor, Grid, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { CertificateView } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetGradedComicDetailsQuery } from '../api/population-api.ts';
import { SlabImage, DetailList, FactList, GradeLine, RevocationNotice, comicName, splitDetails } from '../../comics/index.ts';
import { formatDay } from '../lib/census-format.ts';
import { gradedComicWords } from '../../comics/index.ts';
import { useLanguage } from '../../region/index.ts';
import { gradeNumberIn, populationWords } from '../population-messages.ts';

interface CertificateDialogProps {
  /** The copy shown, or null when the dialog is closed. */
  certificationId: string | null;
  onClose(): void;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/**
 * One graded copy of the book (POST /api/popreport/gradedComicDetails): its certificate, signers and notes. A revoked
 * one (the report as of an earlier day still counts it) says so first, and leaves out its place in the census.
 */
export function CertificateDialog({ certificationId, onClose }: CertificateDialogProps) {
  const text = populationWords[useLanguage()];
  return (
    <Modal
      opened={certificationId !== null}
      onClose={onClose}
      title={certificationId ? text.certificateTitle(certificationId) : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': text.close }}
    >
      {certificationId ? <CertificateContent certificationId={certificationId} /> : null}
    </Modal>
  );
}

function CertificateContent({ certificationId }: { certificationId: string }) {
  const { data, error, isLoading } = useGetGradedComicDetailsQuery(certificationId);
  const text = populationWords[useLanguage()];
  if (isLoading) return <PageLoader label={text.loadingCertificate} />;
  if (!data) {
    return (
      <Alert color="red" variant="light" role="alert" title={text.certificateUnavailable}>
        {isNotFound(error) ? text.certificateNotFound : text.tryAgainLater}
      </Alert>
    );
  }
  return <Certificate certificate={data} />;
}

function Certificate({ certificate: c }: { certificate: CertificateView }) {
  const name = comicName(c);
  const language = useLanguage();
  const text = populationWords[language];
  const comicWords = gradedComicWords[language];
  const facts: [string, string][] = [
    [text.factBook, name],
    [text.publisher, c.publisher],
    [text.coverDate, [c.month ? (text.months[c.month - 1] ?? '') : '', c.displayYear].filter(Boolean).join(' ')],
    [text.variant, c.variant],
    [text.keyComments, c.keyComments],
    [text.factService, c.tierLabel ?? ''],
    [text.factCollection, c.collection ?? ''],
    [text.factPersonalCollection, c.personalCollection],
    [text.factCertified, formatDay(c.certifiedAt, language)],
  ];
  return (
    <Stack gap="md">
      {c.revocation ? <RevocationNotice revocation={c.revocation} headingOrder={3} language={language} /> : null}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <SlabImage slab={c} sizes="(min-width: 48em) 250px, min(90vw, 320px)" maxWidth={320} language={language} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <Stack gap="md">
            <GradeLine grade={c.grade} category={c.category} testId="certificate-grade" revoked={c.revocation !== null} language={language} />
            {c.revocation ? null : (
              <Text size="sm" data-testid="certificate-census">
                {text.censusRankBefore(text.copies(c.census.copies))}
                <span lang={language === 'en' ? undefined : 'en'}>{c.category}</span>
                {text.censusRankAfter(c.census.atGrade, gradeNumberIn(c.grade, language), c.census.higher)}{' '}
                {text.censusGradedOrdinal(c.census.gradedOrdinal, gradeNumberIn(c.grade, language))}
              </Text>
            )}
            <FactList facts={facts.filter(([, value]) => value.trim() !== '')} compact />
            <DetailList title={comicWords.asp} items={splitDetails(c.comics_details.ASP_Signers)} testId="certificate-asp" compact />
            <DetailList title={comicWords.vsp} items={splitDetails(c.comics_details.VSP_Signers)} testId="certificate-vsp" compact />
            <DetailList title={comicWords.graderNotes} items={splitDetails(c.comics_details.Grader_Notes)} testId="certificate-notes" compact />
            <Anchor component={Link} to={`/certificate/${encodeURIComponent(c.certificationId)}`}>
              {text.openCertificatePage(c.certificationId)}
            </Anchor>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

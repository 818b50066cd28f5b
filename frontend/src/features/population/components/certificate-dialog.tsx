import { Alert, Anchor, Grid, Modal, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { populationMessages, type CertificateView } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetGradedComicDetailsQuery } from '../api/population-api.ts';
import { SlabImage, DetailList, FactList, GradeLine, comicName, formatGrade, splitDetails } from '../../comics/index.ts';
import { copiesText, formatDay } from '../lib/census-format.ts';
import { monthName } from '../lib/population-filter.ts';

interface CertificateDialogProps {
  /** The copy shown, or null when the dialog is closed. */
  certificationId: string | null;
  onClose(): void;
}

const isNotFound = (error: unknown) => (error as { status?: unknown } | undefined)?.status === 404;

/** One graded copy of the book (POST /api/popreport/gradedComicDetails): its certificate, signers and notes. */
export function CertificateDialog({ certificationId, onClose }: CertificateDialogProps) {
  return (
    <Modal
      opened={certificationId !== null}
      onClose={onClose}
      title={certificationId ? `Certificate ${certificationId}` : ''}
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {certificationId ? <CertificateContent certificationId={certificationId} /> : null}
    </Modal>
  );
}

function CertificateContent({ certificationId }: { certificationId: string }) {
  const { data, error, isLoading } = useGetGradedComicDetailsQuery(certificationId);
  if (isLoading) return <PageLoader label="Loading the certificate…" />;
  if (!data) {
    return (
      <Alert color="red" variant="light" role="alert" title="Certificate not available">
        {isNotFound(error) ? populationMessages.certificateNotFound : 'Please try again in a moment.'}
      </Alert>
    );
  }
  return <Certificate certificate={data} />;
}

function Certificate({ certificate: c }: { certificate: CertificateView }) {
  const name = comicName(c);
  const facts: [string, string][] = [
    ['Book', name],
    ['Publisher', c.publisher],
    ['Cover date', [monthName(c.month), c.displayYear].filter(Boolean).join(' ')],
    ['Variant', c.variant],
    ['Key comments', c.keyComments],
    ['Service', c.tierLabel ?? ''],
    ['Collection', c.collection ?? ''],
    ['Personal collection', c.personalCollection],
    ['Certified', formatDay(c.certifiedAt)],
  ];
  const rank = `Census: ${copiesText(c.census.copies)} of this book as ${c.category}; ${c.census.atGrade} at grade ${formatGrade(c.grade)}, ${c.census.higher} higher.`;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, sm: 4 }}>
        <SlabImage slab={c} sizes="(min-width: 48em) 250px, min(90vw, 320px)" maxWidth={320} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="md">
          <GradeLine grade={c.grade} category={c.category} testId="certificate-grade" />
          <Text size="sm" data-testid="certificate-census">
            {rank}
          </Text>
          <FactList facts={facts.filter(([, value]) => value.trim() !== '')} compact />
          <DetailList title="Authentic signatures (ASP)" items={splitDetails(c.comics_details.ASP_Signers)} testId="certificate-asp" compact />
          <DetailList title="Verified signatures (VSP)" items={splitDetails(c.comics_details.VSP_Signers)} testId="certificate-vsp" compact />
          <DetailList title="Grader notes" items={splitDetails(c.comics_details.Grader_Notes)} testId="certificate-notes" compact />
          <Anchor component={Link} to={`/certificate/${encodeURIComponent(c.certificationId)}`}>
            Open the certificate page of {c.certificationId}
          </Anchor>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

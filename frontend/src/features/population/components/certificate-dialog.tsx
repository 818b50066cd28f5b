import { Alert, Anchor, Grid, Group, List, Modal, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { populationMessages, type CertificateView } from '@certus/contracts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetGradedComicDetailsQuery } from '../api/population-api.ts';
import { CategoryBadge, ComicCover, comicName, formatGrade, splitDetails } from '../../comics/index.ts';
import { copiesText, formatDay } from '../lib/census-format.ts';
import { monthName } from '../lib/population-filter.ts';
import { dialogAttributes } from './dialog-attributes.ts';

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
      attributes={dialogAttributes}
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
        <ComicCover src={c.coverUrl} alt={`Cover of ${name}, certificate ${c.certificationId}`} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, sm: 8 }}>
        <Stack gap="md">
          <Group gap="sm">
            <Text size="xl" fw={700} data-testid="certificate-grade">
              Grade {formatGrade(c.grade)}
            </Text>
            <CategoryBadge category={c.category} />
          </Group>
          <Text size="sm" data-testid="certificate-census">
            {rank}
          </Text>
          <Stack component="dl" gap={4} m={0}>
            {facts
              .filter(([, value]) => value.trim() !== '')
              .map(([label, value]) => (
                <Group key={label} gap="xs" wrap="nowrap" align="baseline">
                  <Text component="dt" size="sm" c="dimmed" w={140} style={{ flexShrink: 0 }}>
                    {label}
                  </Text>
                  <Text component="dd" size="sm" m={0}>
                    {value}
                  </Text>
                </Group>
              ))}
          </Stack>
          <DetailList title="Authentic signatures (ASP)" items={splitDetails(c.comics_details.ASP_Signers)} testId="certificate-asp" />
          <DetailList title="Verified signatures (VSP)" items={splitDetails(c.comics_details.VSP_Signers)} testId="certificate-vsp" />
          <DetailList title="Grader notes" items={splitDetails(c.comics_details.Grader_Notes)} testId="certificate-notes" />
          <Anchor component={Link} to={`/certificate/${encodeURIComponent(c.certificationId)}`}>
            Open the certificate page of {c.certificationId}
          </Anchor>
        </Stack>
      </Grid.Col>
    </Grid>
  );
}

function DetailList({ title, items, testId }: { title: string; items: string[]; testId: string }) {
  if (items.length === 0) return null;
  const headingId = `${testId}-heading`;
  return (
    <Stack gap={4} component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {title}
      </Title>
      <List spacing={2} size="sm" data-testid={testId}>
        {items.map((item, i) => (
          <List.Item key={i}>{item}</List.Item>
        ))}
      </List>
    </Stack>
  );
}

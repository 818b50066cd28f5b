import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ageLabel, parseComicId, type CertificateView, type MemberComicDetail } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetMemberComicQuery } from '../api/comics-api.ts';
import { comicName } from '../lib/comic-details.ts';
import { FactList, type Fact } from '../components/graded-comic-details.tsx';
import { CensusPosition, CertificateDetails } from '../../certificates/index.ts';

export const COMIC_INVALID = 'Invalid comic';
export const NOT_YOUR_COMIC = 'This comic is not in your account';

/**
 * /account/comics/{id} (spec 2.2, 7.3, 8): one of the member's graded comics: all of its public certificate
 * (label, signers, grader's notes, key comments, certified date, census) and the owner's part. A comic that cannot be loaded (or an id that does not parse) is marked invalid and
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
      {data?.owner ? <ComicDetail comic={data.owner} certificate={data.certificate} /> : null}
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

/**
 * The member's own comic: everything its public certificate shows (the label, key comments, credits, when it
 * was certified, its census standing), then what only the owner sees: the order it came in and the way to
 * show the certificate to a buyer.
 */
function ComicDetail({ comic, certificate }: { comic: MemberComicDetail; certificate: CertificateView }) {
  const facts: Fact[] = [
    ['Order', <Anchor component={Link} to={`/account/orders/${comic.orderId}`}>{comic.orderId}</Anchor>],
    ['Age', comic.year ? ageLabel(comic.year) : ''],
    ['Pedigree', comic.pedigree ?? ''],
    ['Signed by', comic.signatures.map((s) => `${s.name} (${s.type})`).join(', ')],
  ];
  return (
    <CertificateDetails certificate={certificate} facts="certificate">
      <CensusPosition certificate={certificate} signedIn />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comic-owner-heading" data-testid="comic-owner">
        <Stack gap="xs">
          <Title order={2} size="h4" id="comic-owner-heading">
            In your account
          </Title>
          <FactList facts={facts} labelWidth={110} />
          <Anchor component={Link} to={`/certificate/${certificate.certificationId}`}>
            Open the public certificate (to show a buyer)
          </Anchor>
        </Stack>
      </Paper>
    </CertificateDetails>
  );
}

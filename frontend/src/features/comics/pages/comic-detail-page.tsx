import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ageLabel, parseComicId, type CertificateView, type MemberComicDetail } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetMemberComicQuery } from '../api/comics-api.ts';
import { comicName } from '../components/comic-card.tsx';
import { GradedComicDetails, type Fact } from '../components/graded-comic-details.tsx';

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
  const facts: Fact[] = [
    ['Certification', comic.id],
    ['Year', comic.displayYear ? `${comic.displayYear} (${ageLabel(comic.year)})` : ''],
    ['Publisher', comic.publisher],
    ['Variant', comic.variant],
    ['Pedigree', comic.pedigree ?? ''],
    ['Service', comic.tierLabel ?? ''],
    ['Type', comic.collectibleType],
    [
      'Order',
      <Anchor component={Link} to={`/account/orders/${comic.orderId}`}>
        {comic.orderId}
      </Anchor>,
    ],
  ];
  return <GradedComicDetails comic={{ ...comic, certificationId: comic.id }} facts={facts} testIdPrefix="comic" labelWidth={110} />;
}

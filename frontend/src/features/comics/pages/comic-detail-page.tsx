import { Alert, Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ageLabel, parseComicId, type CertificateView, type MemberComicDetail } from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { useGetMemberComicQuery } from '../api/comics-api.ts';
import { comicName } from '../lib/comic-details.ts';
import { FactList, type Fact } from '../components/graded-comic-details.tsx';
import { ComicCustody } from '../components/comic-custody.tsx';
import { CensusPosition, CertificateDetails } from '../../certificates/index.ts';
import { useLanguage, useMessages, type Language } from '../../region/index.ts';
import { comicDetailMessages } from '../comics-messages.ts';

/** Spec 8's words (English; their French versions are in comicDetailMessages). */
export { COMIC_INVALID, NOT_YOUR_COMIC } from '../comics-messages.ts';

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
  const t = useMessages(comicDetailMessages);
  const language = useLanguage();
  const title = data ? comicName(data.owner ?? data.certificate) : t.comicTitle(comicId ?? id);

  return (
    <AccountPageLayout title={title}>
      <Anchor component={Link} to="/account/comics" size="sm">
        {t.backToComics}
      </Anchor>
      {isLoading ? <PageLoader label={t.loading} /> : null}
      {!isLoading && !data ? (
        <Alert color="red" variant="light" role="alert" title={t.invalidTitle} data-testid="comic-invalid">
          {comicId ? t.invalid(comicId) : t.notANumber}
        </Alert>
      ) : null}
      {data?.owner ? <ComicDetail comic={data.owner} certificate={data.certificate} language={language} /> : null}
      {data && !data.owner ? <NotYourComic certificate={data.certificate} language={language} /> : null}
    </AccountPageLayout>
  );
}

function NotYourComic({ certificate, language }: { certificate: CertificateView; language: Language }) {
  const t = comicDetailMessages[language];
  const recorded = language === 'en' ? undefined : 'en';
  return (
    <Alert color="blue" variant="light" title={t.notYoursTitle} data-testid="comic-not-yours">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t.notYours(certificate.certificationId)}</Text>
        <Anchor component={Link} to={`/certificate/${certificate.certificationId}`}>
          {t.viewCertificateOf}
          <span lang={recorded}>{comicName(certificate)}</span>
        </Anchor>
      </Stack>
    </Alert>
  );
}

/**
 * The member's own comic: everything its public certificate shows (the label, key comments, credits, when it
 * was certified, its census standing), then what only the owner sees: the order it came in, the way to
 * show the certificate to a buyer, and what was done to the book at Certus, step by step (its custody).
 */
function ComicDetail({ comic, certificate, language }: { comic: MemberComicDetail; certificate: CertificateView; language: Language }) {
  const t = comicDetailMessages[language];
  const recorded = language === 'en' ? undefined : 'en';
  const signers = comic.signatures.map((s) => `${s.name} (${s.type})`).join(', ');
  const facts: Fact[] = [
    [t.order, <Anchor component={Link} to={`/account/orders/${comic.orderId}`}>{comic.orderId}</Anchor>],
    [t.age, comic.year ? t.ageName(ageLabel(comic.year)) : ''],
    [t.pedigree, comic.pedigree ? <span lang={recorded}>{comic.pedigree}</span> : ''],
    [t.signedBy, signers ? <span lang={recorded}>{signers}</span> : ''],
  ];
  return (
    <CertificateDetails certificate={certificate} facts="certificate" language={language}>
      <CensusPosition certificate={certificate} signedIn language={language} />
      <Paper withBorder p="md" radius="md" component="section" aria-labelledby="comic-owner-heading" data-testid="comic-owner">
        <Stack gap="xs">
          <Title order={2} size="h4" id="comic-owner-heading">
            {t.inYourAccount}
          </Title>
          <FactList facts={facts} labelWidth={110} />
          <Anchor component={Link} to={`/certificate/${certificate.certificationId}`}>
            {t.openPublic}
          </Anchor>
        </Stack>
      </Paper>
      <ComicCustody certificationId={certificate.certificationId} />
    </CertificateDetails>
  );
}

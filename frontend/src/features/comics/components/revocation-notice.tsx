import { useId } from 'react';
import { Alert, Badge, Stack, Text, Title } from '@mantine/core';
import type { CertificateRevocation } from '@certus/contracts';
import { WarningIcon } from '../../../components/ui/icons.tsx';
import type { Language } from '../../region/index.ts';
import { revocationWords, revokedDayIn } from '../lib/revocation-words.ts';

interface RevocationNoticeProps {
  revocation: CertificateRevocation;
  /** The notice's heading: 2 on a page (under its h1), 3 in a dialog (under its title). */
  headingOrder?: 2 | 3;
  language?: Language;
}

/**
 * A revoked certificate, said first and in the strongest colour the site has (issue [5/7]): when, why (the public
 * reason), that the grade no longer stands and the copy left the census. What a buyer about to pay for the slab must
 * not miss: a heading (found by its outline), role="alert" (announced when it appears, as after a worker revoked it).
 */
export function RevocationNotice({ revocation, headingOrder = 2, language = 'en' }: RevocationNoticeProps) {
  const text = revocationWords[language];
  // React's id, which the server's drawing of the page has too (Mantine's own would change once the page is live).
  const id = useId();
  return (
    <Alert
      id={id}
      variant="filled"
      color="red"
      radius="md"
      icon={<WarningIcon size={22} />}
      data-testid="revocation-notice"
      title={
        <Title order={headingOrder} size="h3" style={{ color: 'inherit' }}>
          {text.noticeTitle(revokedDayIn(revocation, language))}
        </Title>
      }
    >
      <Stack gap={6}>
        <Text fw={700} data-testid="revocation-reason">
          {text.reason}
          <span lang={language === 'en' ? undefined : 'en'}>{revocation.reasonText}</span>
        </Text>
        <Text>{text.gradeVoid}</Text>
        <Text>{text.buyerWarning}</Text>
      </Stack>
    </Alert>
  );
}

/** "Revoked", beside a grade that no longer stands (dark, so it is never taken for the red of Verified). */
export function RevokedBadge({ language = 'en' }: { language?: Language }) {
  return (
    <Badge color="dark" variant="filled" radius="xs" component="span" data-testid="revoked-badge">
      {revocationWords[language].badge}
    </Badge>
  );
}

/** A revoked comic in a list (the member's comics): "Revoked on March 2, 2026: " and the public reason. */
export function RevocationSummary({ revocation, language = 'en' }: { revocation: CertificateRevocation; language?: Language }) {
  const text = revocationWords[language];
  return (
    <Text size="sm" fw={700} c="red.8" data-testid="revocation-summary">
      {text.summary(revokedDayIn(revocation, language))}
      <span lang={language === 'en' ? undefined : 'en'}>{revocation.reasonText}</span>
    </Text>
  );
}

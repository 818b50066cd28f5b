import type { ReactNode } from 'react';
import { Alert, Badge, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useDispatch, useSelector } from 'react-redux';
import { Link } from 'react-router';
import { FREE_MEMBERSHIP } from '@certus/contracts';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { cartNoticeDismissed } from '../cart/cart-notice.ts';
import { selectCartNotice } from '../cart/cart-store.ts';
import type { SubmissionCartView } from '../hooks/use-submission-cart.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { sentenceIn, submissionUiMessages } from '../submission-messages.ts';

/** Spec 6: the Artist level is flagged on the submission screens. */
export const ARTIST_MEMBERSHIP = 'Artist';

/** Spec 6: a Free member is offered the club membership (discounts on grading and pressing). */
function UpgradePrompt() {
  const t = useMessages(submissionUiMessages);
  return (
    <Alert color="ink" variant="light" title={t.saveWithClub} data-testid="upgrade-prompt">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t.clubBenefits}</Text>
        <Button component={Link} to="/account/upgrade" size="xs" variant="outline">
          {t.upgrade}
        </Button>
      </Group>
    </Alert>
  );
}

/** Spec 4, 8: why the cart was reset, until the member closes it (the toast goes after 3 seconds). */
function CartNotice() {
  const notice = useSelector(selectCartNotice);
  const dispatch = useDispatch();
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  if (!notice) return null;
  const said = sentenceIn(language, notice);
  return (
    <Alert
      color="ink"
      variant="light"
      title={t.cartReset}
      role="status"
      withCloseButton
      closeButtonLabel={t.closeNotice}
      onClose={() => dispatch(cartNoticeDismissed())}
      data-testid="cart-notice"
    >
      <Text size="sm" lang={said.lang}>
        {said.text}
      </Text>
    </Alert>
  );
}

interface SubmissionLayoutProps {
  title: string;
  view: SubmissionCartView;
  children: ReactNode;
}

/**
 * The frame of the builder's screens (/submit, /submit/comic, /submit/artwork, /submit/reholder): the
 * heading with the member's flags, the cart notices, and the loading and failure states of the catalogue.
 */
export function SubmissionLayout({ title, view, children }: SubmissionLayoutProps) {
  useDocumentTitle(`${title} | Certus`);
  const membership = view.member?.membership;
  const t = useMessages(submissionUiMessages);
  const language = useLanguage();
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group gap="sm" align="center">
          <Title order={1}>{title}</Title>
          {membership === ARTIST_MEMBERSHIP ? (
            // The membership level's name, as the club names it.
            <Badge color="ink" variant="filled" data-testid="artist-flag" lang={language === 'en' ? undefined : 'en'}>
              Artist
            </Badge>
          ) : null}
        </Group>
        <CartNotice />
        {membership === FREE_MEMBERSHIP ? <UpgradePrompt /> : null}
        {view.isError ? (
          <LoadFailureAlert title={t.servicesFailed} onRetry={view.retry} retrying={view.retrying} language={language} />
        ) : view.isLoading ? (
          <PageLoader label={t.servicesLoading} />
        ) : (
          children
        )}
      </Stack>
    </Container>
  );
}

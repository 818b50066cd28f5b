import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  MEMBERSHIP_AUTO_RENEW_DEFAULT,
  MEMBERSHIP_LEVELS,
  formatCents,
  isPaidMembership,
  membershipLevels,
  membershipMessages,
  type MembershipPurchasedResponse,
} from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { PaymentMethodSelect } from '../../payments/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import { useConfirm } from '../../../components/ui/confirm-dialog.tsx';
import { readServerFailure, type ServerFailure } from '../../../lib/api-errors.ts';
import { useGetMembershipProfileQuery, usePurchaseMembershipMutation } from '../api/membership-api.ts';
import { MembershipStatus } from '../components/membership-status.tsx';
import { MembershipExpiryAlert } from '../components/membership-expiry-alert.tsx';
import { formatMembershipDate } from '../components/format-date.ts';

const PAYMENTS_PATH = '/account/profile/payments';

const offerLabel = (level: (typeof membershipLevels)[number]) => {
  const offer = MEMBERSHIP_LEVELS[level];
  return `${offer.level}: ${formatCents(offer.priceCents, offer.currency)} per year`;
};

/**
 * /account/upgrade (spec 2.2, 4 Membership, 8, 9): buy a year of club membership. It needs a level, one of
 * the member's payment methods and a confirmation; auto-renew is on unless the member turns it off. The
 * charge is made once per confirmed purchase (its Idempotency-Key), even if the request is sent again.
 */
export function UpgradePage() {
  const profile = useGetMembershipProfileQuery();
  const confirm = useConfirm();
  const [purchaseMembership, { isLoading }] = usePurchaseMembershipMutation();
  const [level, setLevel] = useState<string>(membershipLevels[0]!);
  const [chosenMethod, setChosenMethod] = useState<string | null>(null);
  const [autoRenew, setAutoRenew] = useState(MEMBERSHIP_AUTO_RENEW_DEFAULT);
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [purchased, setPurchased] = useState<MembershipPurchasedResponse['membership'] | null>(null);
  // Where 'Yes, Renew' of the renewal alert leads: the Subscribe button, or adding a payment method first.
  const subscribeButton = useRef<HTMLButtonElement>(null);
  const addPaymentMethodLink = useRef<HTMLAnchorElement>(null);

  const payMethods = profile.data?.payMethods ?? [];
  // The default method (listed first) until the member picks another; a deleted choice falls back to it.
  const payMethodId = payMethods.some((m) => m.id === chosenMethod) ? chosenMethod! : (payMethods[0]?.id ?? '');
  const paid = profile.data ? isPaidMembership(profile.data.membership) : false;

  const subscribe = async () => {
    setFailure(null);
    if (!(await confirm({ title: 'Club membership', message: membershipMessages.confirmPurchase, confirmLabel: 'Subscribe' }))) return;
    setPurchased(null);
    const result = await purchaseMembership({ level, payMethodId, autoRenew, idempotencyKey: crypto.randomUUID() });
    if (result.error) setFailure(readServerFailure(result.error));
    else setPurchased(result.data.membership);
  };

  return (
    <AccountPageLayout title="Club membership">
      {profile.isLoading ? <PageLoader label="Loading your membership…" /> : null}
      {profile.isError && !profile.data ? (
        <Alert color="red" variant="light" title="Your membership could not be loaded" role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Please try again in a moment.</Text>
            <Button size="xs" variant="outline" onClick={() => void profile.refetch()} loading={profile.isFetching}>
              Try again
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {/* On this page 'Yes, Renew' leads to the form below rather than to the page itself. */}
      {profile.data ? <MembershipExpiryAlert member={profile.data} onRenew={() => (payMethodId ? subscribeButton : addPaymentMethodLink).current?.focus()} /> : null}
      {profile.data ? <MembershipStatus membership={profile.data.membership} membershipExpiryDate={profile.data.membershipExpiryDate} /> : null}
      {purchased ? (
        <Alert color="green" variant="light" title={membershipMessages.purchased} role="status" data-testid="membership-purchased">
          Thank you! Your {purchased.level} membership is paid until {formatMembershipDate(purchased.expiresAt)}
          {purchased.autoRenew ? ' and renews automatically.' : '.'}
        </Alert>
      ) : null}
      {failure ? <ServerFailureAlert heading={membershipMessages.purchaseFailed} failure={failure} /> : null}
      {profile.data ? (
        <Paper withBorder p="lg" radius="md">
          <form
            aria-label="Club membership"
            aria-busy={isLoading}
            onSubmit={(event) => {
              event.preventDefault();
              void subscribe();
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h3">
                {paid ? 'Renew your club membership' : 'Upgrade to club membership'}
              </Title>
              <Radio.Group label="Level" required value={level} onChange={setLevel}>
                <Stack gap="xs" mt="xs">
                  {membershipLevels.map((l) => (
                    <Radio key={l} value={l} label={offerLabel(l)} />
                  ))}
                </Stack>
              </Radio.Group>
              {payMethods.length > 0 ? (
                <PaymentMethodSelect label="Payment method" methods={payMethods} value={payMethodId} onChange={setChosenMethod} />
              ) : (
                <Text data-testid="no-payment-method">
                  You have no saved payment method yet.{' '}
                  <Anchor component={Link} to={PAYMENTS_PATH} ref={addPaymentMethodLink}>
                    Add a card or a bank account
                  </Anchor>{' '}
                  first.
                </Text>
              )}
              <Checkbox label="Renew automatically every year" checked={autoRenew} onChange={(event) => setAutoRenew(event.currentTarget.checked)} />
              <Group justify="flex-end">
                <Button ref={subscribeButton} type="submit" loading={isLoading} disabled={!payMethodId}>
                  Subscribe
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}
    </AccountPageLayout>
  );
}

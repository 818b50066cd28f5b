import { useRef, useState } from 'react';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import {
  MEMBERSHIP_AUTO_RENEW_DEFAULT,
  MEMBERSHIP_LEVELS,
  isPaidMembership,
  membershipLevels,
  type MembershipPurchasedResponse,
} from '@certus/contracts';
import { AccountPageLayout } from '../../account/index.ts';
import { localizedFailure } from '../../../lib/localized-form.ts';
import { formatMoney } from '../../../lib/money.ts';
import { localeOf, useLanguage, useMessages } from '../../region/index.ts';
import { membershipText, type MembershipWords } from '../membership-messages.ts';
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

/** A level and its price per year, in the offer's own currency (US$) written the way the language reads it. */
const offerLabel = (text: MembershipWords, locale: string, level: (typeof membershipLevels)[number]) => {
  const offer = MEMBERSHIP_LEVELS[level];
  return text.offer(offer.level, formatMoney(offer.priceCents, offer.currency, locale));
};

/**
 * /account/upgrade (spec 2.2, 4 Membership, 8, 9): buy a year of club membership. It needs a level, one of
 * the member's payment methods and a confirmation; auto-renew is on unless the member turns it off. The
 * charge is made once per confirmed purchase (its Idempotency-Key), even if the request is sent again.
 */
export function UpgradePage() {
  const profile = useGetMembershipProfileQuery();
  const text = useMessages(membershipText);
  const locale = localeOf(useLanguage());
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
    if (!(await confirm({ title: text.title, message: text.confirmPurchase, confirmLabel: text.subscribe, cancelLabel: text.cancel }))) return;
    setPurchased(null);
    const result = await purchaseMembership({ level, payMethodId, autoRenew, idempotencyKey: crypto.randomUUID() });
    if (result.error) setFailure(readServerFailure(result.error));
    else setPurchased(result.data.membership);
  };

  return (
    <AccountPageLayout title={text.title}>
      {profile.isLoading ? <PageLoader label={text.loading} /> : null}
      {profile.isError && !profile.data ? (
        <Alert color="red" variant="light" title={text.loadFailed} role="alert">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{text.tryAgainHint}</Text>
            <Button size="xs" variant="outline" onClick={() => void profile.refetch()} loading={profile.isFetching}>
              {text.tryAgain}
            </Button>
          </Stack>
        </Alert>
      ) : null}
      {/* On this page 'Yes, Renew' leads to the form below rather than to the page itself. */}
      {profile.data ? <MembershipExpiryAlert member={profile.data} onRenew={() => (payMethodId ? subscribeButton : addPaymentMethodLink).current?.focus()} /> : null}
      {profile.data ? <MembershipStatus membership={profile.data.membership} membershipExpiryDate={profile.data.membershipExpiryDate} /> : null}
      {purchased ? (
        <Alert color="green" variant="light" title={text.purchased} role="status" data-testid="membership-purchased">
          {text.thanks(purchased.level, formatMembershipDate(purchased.expiresAt, locale), purchased.autoRenew)}
        </Alert>
      ) : null}
      {failure ? <ServerFailureAlert heading={text.purchaseFailed} failure={localizedFailure(membershipText.en, text, failure)} /> : null}
      {profile.data ? (
        <Paper withBorder p="lg" radius="md">
          <form
            aria-label={text.title}
            aria-busy={isLoading}
            onSubmit={(event) => {
              event.preventDefault();
              void subscribe();
            }}
          >
            <Stack gap="md">
              <Title order={2} size="h3">
                {paid ? text.renewTitle : text.upgradeTitle}
              </Title>
              <Radio.Group label={text.level} required value={level} onChange={setLevel}>
                <Stack gap="xs" mt="xs">
                  {membershipLevels.map((l) => (
                    <Radio key={l} value={l} label={offerLabel(text, locale, l)} />
                  ))}
                </Stack>
              </Radio.Group>
              {payMethods.length > 0 ? (
                <PaymentMethodSelect label={text.paymentMethod} methods={payMethods} value={payMethodId} onChange={setChosenMethod} />
              ) : (
                <Text data-testid="no-payment-method">
                  {text.noPaymentMethodBefore}
                  <Anchor component={Link} to={PAYMENTS_PATH} ref={addPaymentMethodLink}>
                    {text.addPaymentMethod}
                  </Anchor>
                  {text.noPaymentMethodAfter}
                </Text>
              )}
              <Checkbox label={text.autoRenew} checked={autoRenew} onChange={(event) => setAutoRenew(event.currentTarget.checked)} />
              <Group justify="flex-end">
                <Button ref={subscribeButton} type="submit" loading={isLoading} disabled={!payMethodId}>
                  {text.subscribe}
                </Button>
              </Group>
            </Stack>
          </form>
        </Paper>
      ) : null}
    </AccountPageLayout>
  );
}

import { Divider, Stack, Title } from '@mantine/core';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useGetGiftCardPayMethodsQuery, useGetGiftCardsQuery } from '../api/gift-cards-api.ts';
import { BuyGiftCardForm } from '../components/buy-gift-card-form.tsx';
import { RedeemGiftCardForm } from '../components/redeem-gift-card-form.tsx';
import { GiftCardList } from '../components/gift-card-list.tsx';

/** /account/rewards/giftcards (spec 2.2): redeem a code, buy a card with a stored payment method, see the cards bought. */
export function GiftCardsPage() {
  const payMethods = useGetGiftCardPayMethodsQuery();
  const cards = useGetGiftCardsQuery();
  return (
    <AccountPageLayout title="Gift cards">
      <RedeemGiftCardForm />
      <Divider />
      {payMethods.isLoading ? <PageLoader label="Loading your payment methods…" /> : null}
      {payMethods.error && !payMethods.data ? (
        <LoadFailureAlert title="Your payment methods could not be loaded" onRetry={() => void payMethods.refetch()} retrying={payMethods.isFetching} />
      ) : null}
      {payMethods.data ? <BuyGiftCardForm payMethods={payMethods.data} /> : null}
      <Divider />
      <Stack gap="sm">
        <Title order={2} size="h4">
          Gift cards you bought
        </Title>
        {cards.isLoading ? <PageLoader label="Loading your gift cards…" /> : null}
        {cards.error && !cards.data ? <LoadFailureAlert title="Your gift cards could not be loaded" onRetry={() => void cards.refetch()} retrying={cards.isFetching} /> : null}
        {cards.data ? <GiftCardList cards={cards.data} /> : null}
      </Stack>
    </AccountPageLayout>
  );
}

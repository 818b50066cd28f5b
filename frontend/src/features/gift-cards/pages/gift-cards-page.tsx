import { Divider, Stack, Title } from '@mantine/core';
import { AccountPageLayout } from '../../account/index.ts';
import { PageLoader } from '../../../components/ui/page-loader.tsx';
import { LoadFailureAlert } from '../../../components/ui/load-failure-alert.tsx';
import { useGetGiftCardPayMethodsQuery, useGetGiftCardsQuery } from '../api/gift-cards-api.ts';
import { BuyGiftCardForm } from '../components/buy-gift-card-form.tsx';
import { RedeemGiftCardForm } from '../components/redeem-gift-card-form.tsx';
import { GiftCardList } from '../components/gift-card-list.tsx';
import { useMessages } from '../../region/index.ts';
import { giftCardsText } from '../gift-cards-messages.ts';

/** /account/rewards/giftcards (spec 2.2): redeem a code, buy a card with a stored payment method, see the cards bought. */
export function GiftCardsPage() {
  const payMethods = useGetGiftCardPayMethodsQuery();
  const cards = useGetGiftCardsQuery();
  const text = useMessages(giftCardsText);
  return (
    <AccountPageLayout title={text.title}>
      <RedeemGiftCardForm />
      <Divider />
      {payMethods.isLoading ? <PageLoader label={text.loadingPayMethods} /> : null}
      {payMethods.error && !payMethods.data ? (
        <LoadFailureAlert title={text.payMethodsLoadFailed} hint={text.tryAgainHint} retryLabel={text.tryAgain} onRetry={() => void payMethods.refetch()} retrying={payMethods.isFetching} />
      ) : null}
      {payMethods.data ? <BuyGiftCardForm payMethods={payMethods.data} /> : null}
      <Divider />
      <Stack gap="sm">
        <Title order={2} size="h4">
          {text.bought}
        </Title>
        {cards.isLoading ? <PageLoader label={text.loadingCards} /> : null}
        {cards.error && !cards.data ? <LoadFailureAlert title={text.cardsLoadFailed} hint={text.tryAgainHint} retryLabel={text.tryAgain} onRetry={() => void cards.refetch()} retrying={cards.isFetching} /> : null}
        {cards.data ? <GiftCardList cards={cards.data} /> : null}
      </Stack>
    </AccountPageLayout>
  );
}

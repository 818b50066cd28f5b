import { useState } from 'react';
import { Alert, Button, Group, Paper, Text, TextInput } from '@mantine/core';
import { moneyIn } from '../../orders/index.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { checkoutMessages, promoNoticeText } from '../checkout-messages.ts';
import { CheckoutLayout } from '../components/checkout-layout.tsx';
import { effectivePromoCode, priceCheckout } from '../machine/checkout-rules.ts';

/**
 * /checkout/promo (spec 2.3, 5 Promo code): apply a code (the engine's checks and messages), remove it, or
 * go on without one (preview mode). Only paid members reach it (spec 6).
 */
export function PromoPage() {
  const [code, setCode] = useState('');
  const t = useMessages(checkoutMessages);
  const language = useLanguage();
  const formatCents = moneyIn(language);
  // The engine's and the server's sentences: their French when known, else as sent, marked English.
  const say = (text: string) => (language === 'en' ? text : (promoNoticeText(t, text) ?? <span lang="en">{text}</span>));
  return (
    <CheckoutLayout step="promo" title={t.titlePromo}>
      {({ actor, snapshot, context }) => {
        const applied = effectivePromoCode(context);
        const priced = priceCheckout(context);
        const lookingUp = snapshot.matches({ promo: 'lookingUp' });
        const notice = context.promoNotice;
        return (
          <>
            <Paper withBorder p="lg" radius="md">
              <form
                aria-label={t.promoCode}
                aria-busy={lookingUp}
                onSubmit={(event) => {
                  event.preventDefault();
                  actor.send({ type: 'PROMO.APPLY', code });
                }}
              >
                <Group align="flex-end" gap="sm">
                  <TextInput label={t.promoCode} value={code} onChange={(event) => setCode(event.currentTarget.value)} autoComplete="off" style={{ flex: 1 }} />
                  <Button type="submit" loading={lookingUp}>
                    {t.apply}
                  </Button>
                </Group>
              </form>
            </Paper>
            {notice ? (
              <Alert color={notice.tone === 'error' ? 'red' : 'green'} variant="light" role={notice.tone === 'error' ? 'alert' : 'status'} data-testid="promo-notice">
                {say(notice.text)}
              </Alert>
            ) : null}
            {applied ? (
              <Paper withBorder p="md" radius="md" data-testid="promo-applied">
                <Group justify="space-between">
                  <Text size="sm">
                    {t.promoApplied}
                    <strong>{applied}</strong>{language === 'fr' ? '\u00a0:' : ':'} −{formatCents(priced?.promoDiscountCents ?? 0, context.catalogue.currency)}
                  </Text>
                  <Button variant="subtle" size="xs" onClick={() => actor.send({ type: 'PROMO.REMOVE' })}>
                    {t.removePromo(applied)}
                  </Button>
                </Group>
              </Paper>
            ) : null}
            <Group justify="space-between" mt="md">
              <Button variant="default" onClick={() => actor.send({ type: 'BACK' })}>
                {t.back}
              </Button>
              {applied ? (
                <Button onClick={() => actor.send({ type: 'NEXT' })} disabled={!snapshot.can({ type: 'NEXT' })}>
                  {t.continue}
                </Button>
              ) : (
                <Button onClick={() => actor.send({ type: 'PROMO.SKIP' })}>{t.continueWithoutPromo}</Button>
              )}
            </Group>
          </>
        );
      }}
    </CheckoutLayout>
  );
}

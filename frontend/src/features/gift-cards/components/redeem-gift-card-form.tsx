import { useState } from 'react';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { RedeemGiftCardBody, giftCardMessages } from '@certus/contracts';
import { applySubmitFailure } from '../../../components/ui/submit-failure.ts';
import { ServerFailureAlert } from '../../../components/ui/server-failure-alert.tsx';
import type { ServerFailure } from '../../../lib/api-errors.ts';
import { useRedeemGiftCardMutation } from '../api/gift-cards-api.ts';
import { useLanguage, useMessages } from '../../region/index.ts';
import { translatedErrors } from '../../../lib/localized-form.ts';
import { giftCardSentence, giftCardsText, localizedGiftCardFailure } from '../gift-cards-messages.ts';

/** Redeem a code: its value is added to the member's available rewards. */
export function RedeemGiftCardForm() {
  const [redeem, { isLoading }] = useRedeemGiftCardMutation();
  const [failure, setFailure] = useState<ServerFailure | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const text = useMessages(giftCardsText);
  const language = useLanguage();
  const say = (sentence: string) => giftCardSentence(text, language, sentence);
  const form = useForm({
    mode: 'controlled',
    enhanceGetInputProps: translatedErrors(language === 'en' ? null : say),
    initialValues: { code: '' },
    validate: schemaResolver(RedeemGiftCardBody, { sync: true }),
  });

  const onSubmit = form.onSubmit(async (values) => {
    setFailure(null);
    setDone(null);
    const result = await redeem(RedeemGiftCardBody.parse(values));
    if ('error' in result && result.error) {
      setFailure(applySubmitFailure(result.error, form, ['code'] as const));
      return;
    }
    setDone(result.data.message);
    form.reset();
  });

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {text.redeemTitle}
      </Title>
      {failure ? <ServerFailureAlert heading={say(giftCardMessages.redeemFailedHeading) ?? giftCardMessages.redeemFailedHeading} failure={localizedGiftCardFailure(failure, say)} /> : null}
      {done ? (
        <Alert color="green" variant="light" title={text.success} role="status" data-testid="gift-card-redeemed">
          {say(done) ?? <span lang="en">{done}</span>}
        </Alert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-busy={isLoading}>
        <Group align="flex-end">
          <TextInput
            label={text.code}
            placeholder="XXXX-XXXX-XXXX-XXXX"
            autoComplete="off"
            withAsterisk
            maw={320}
            style={{ flexGrow: 1 }}
            key={form.key('code')}
            {...form.getInputProps('code')}
          />
          <Button type="submit" loading={isLoading}>
            {text.redeem}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}

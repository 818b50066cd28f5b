import type { Ref } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { BotCheck, type BotCheckHandle } from './bot-check.tsx';

/** The bot check bound to a Mantine form whose `reCAPTCHA` field carries the solved payload. */
export function FormBotCheck<Values extends { reCAPTCHA: string }>({
  form,
  botCheckRef,
  language,
}: {
  form: UseFormReturnType<Values>;
  botCheckRef: Ref<BotCheckHandle>;
  language?: 'en' | 'fr';
}) {
  // Mantine types field paths per form; every form using this one has a string reCAPTCHA field.
  const untyped = form as unknown as UseFormReturnType<{ reCAPTCHA: string }>;
  return (
    <BotCheck
      ref={botCheckRef}
      language={language}
      error={untyped.errors.reCAPTCHA}
      onChange={(payload) => {
        untyped.setFieldValue('reCAPTCHA', payload);
        if (payload) untyped.clearFieldError('reCAPTCHA');
      }}
    />
  );
}

import type { Ref } from 'react';
import type { UseFormReturnType } from '@mantine/form';
import { BotCheck, type BotCheckHandle } from './bot-check.tsx';

/** The bot check bound to a Mantine form whose `reCAPTCHA` field carries the solved payload. */
export function FormBotCheck<Values extends { reCAPTCHA: string }>({
  form,
  botCheckRef,
  label,
  translate = (message) => message,
  language,
}: {
  form: UseFormReturnType<Values>;
  botCheckRef: Ref<BotCheckHandle>;
  /** The label and the message in the page's language (English unless given). */
  label?: string;
  translate?: (message: string) => string;
  language?: 'en' | 'fr';
}) {
  // Mantine types field paths per form; every form using this one has a string reCAPTCHA field.
  const untyped = form as unknown as UseFormReturnType<{ reCAPTCHA: string }>;
  return (
    <BotCheck
      ref={botCheckRef}
      label={label}
      language={language}
      error={typeof untyped.errors.reCAPTCHA === 'string' ? translate(untyped.errors.reCAPTCHA) : untyped.errors.reCAPTCHA}
      onChange={(payload) => {
        untyped.setFieldValue('reCAPTCHA', payload);
        if (payload) untyped.clearFieldError('reCAPTCHA');
      }}
    />
  );
}

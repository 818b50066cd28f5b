import 'altcha';
// The widget's own words in Canadian French, for the French variant (3.5 kB, with the widget's chunk).
import 'altcha/i18n/fr-ca';
import type {} from 'altcha/types/react';
import { useEffect, useId, useImperativeHandle, useRef, type ReactNode, type Ref } from 'react';
import { Input } from '@mantine/core';

/** Where the widget fetches its proof-of-work challenge (served by the API on the same origin). */
export const BOT_CHECK_CHALLENGE_URL = '/api/altcha/challenge';

export interface BotCheckHandle {
  /** Back to unsolved, e.g. after a failed submit (spec 4 Registration: the bot check is reset). */
  reset(): void;
}

interface BotCheckProps {
  /** The solved payload, or '' when the check is unsolved, expired or failed. */
  onChange(payload: string): void;
  error?: ReactNode;
  ref?: Ref<BotCheckHandle>;
  /** The field's label, in the page's language. */
  label?: string;
  /** The page's language (spec 2.1: the French variant's forms); the page's <html lang> says it too. */
  language?: 'en' | 'fr';
}

interface AltchaStateChange {
  state: string;
  payload?: string;
}

/**
 * The bot check of the registration, recovery, resend and lead forms: an ALTCHA proof-of-work widget
 * (web component). The form sends the solved payload in its `reCAPTCHA` field.
 */
/** The widget's language: Canadian French on the French variant; else its own English. */
const widgetLanguage = (language: 'en' | 'fr' | undefined) =>
  language === 'fr' || (language === undefined && typeof document !== 'undefined' && document.documentElement.lang === 'fr') ? 'fr-ca' : undefined;

export function BotCheck({ onChange, error, ref, label, language }: BotCheckProps) {
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const errorId = useId();


  useEffect(() => {
    const widget = widgetRef.current;
    if (!widget) return;
    const onStateChange = (event: Event) => {
      const { state, payload } = (event as CustomEvent<AltchaStateChange>).detail ?? { state: '' };
      onChangeRef.current(state === 'verified' && payload ? payload : '');
    };
    widget.addEventListener('statechange', onStateChange);
    return () => widget.removeEventListener('statechange', onStateChange);
  }, []);

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        widgetRef.current?.reset?.();
        onChangeRef.current('');
      },
    }),
    [],
  );

  return (
    <Input.Wrapper label={label ?? (language === 'fr' ? 'Vérification anti-robot' : 'Bot check')} labelElement="div" error={error} errorProps={{ id: errorId }}>
      <div aria-describedby={error ? errorId : undefined} style={{ marginTop: 4 }}>
        {/* In the page's language: the site sets <html lang> to the language read (app/layout/root-layout.tsx). */}
        <altcha-widget ref={widgetRef} challenge={BOT_CHECK_CHALLENGE_URL} name="reCAPTCHA" language={widgetLanguage(language)} />
      </div>
    </Input.Wrapper>
  );
}

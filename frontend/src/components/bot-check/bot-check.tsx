import 'altcha';
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
  /** The page's language (spec 2.1: the French variant's sign-in forms); the widget's French comes in its own chunk. */
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
export function BotCheck({ onChange, error, ref, language = 'en' }: BotCheckProps) {
  const widgetRef = useRef<HTMLElementTagNameMap['altcha-widget']>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  });
  const errorId = useId();

  useEffect(() => {
    // The package's types map i18n/* to a folder without them; the module only registers its strings.
    // @ts-expect-error TS7016: no declaration file for altcha/i18n/fr-ca
    if (language === 'fr') void import('altcha/i18n/fr-ca');
  }, [language]);

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
    <Input.Wrapper label={language === 'fr' ? 'Vérification anti-robot' : 'Bot check'} labelElement="div" error={error} errorProps={{ id: errorId }}>
      <div aria-describedby={error ? errorId : undefined} style={{ marginTop: 4 }}>
        <altcha-widget ref={widgetRef} challenge={BOT_CHECK_CHALLENGE_URL} name="reCAPTCHA" language={language === 'fr' ? 'fr-ca' : undefined} />
      </div>
    </Input.Wrapper>
  );
}

import { useImperativeHandle, type ReactNode, type Ref } from 'react';
import { vi } from 'vitest';
import type { BotCheckHandle } from '../components/bot-check/bot-check.tsx';

/**
 * Stands in for the ALTCHA widget under jsdom (no Web Crypto workers there): a button that "solves" the
 * check. `botCheckResets` counts the resets the page asks for.
 */
export const botCheckResets = vi.fn();
let solved = 0;

export function BotCheckStub({
  onChange,
  error,
  ref,
}: {
  onChange(payload: string): void;
  error?: ReactNode;
  ref?: Ref<BotCheckHandle>;
}) {
  useImperativeHandle(ref, () => ({
    reset() {
      botCheckResets();
      onChange('');
    },
  }));
  return (
    <div>
      <button type="button" onClick={() => onChange(`solved-payload-${++solved}`)}>
        Solve the bot check
      </button>
      {error ? <div data-testid="bot-check-error">{error}</div> : null}
    </div>
  );
}

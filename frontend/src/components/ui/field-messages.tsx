import type { ReactNode } from 'react';

/** Several messages for one field, each on its own line (spec 5 Forms). */
export function fieldMessages(messages: readonly string[]): ReactNode {
  if (messages.length <= 1) return messages[0] ?? null;
  return messages.map((message, i) => (
    <span key={i} style={{ display: 'block' }}>
      {message}
    </span>
  ));
}

import type { Said } from '../submission-messages.ts';

/** A sentence in the language read, or as sent and marked English when it has no French version. */
export function SaidText({ said }: { said: Said }) {
  return said.lang ? <span lang={said.lang}>{said.text}</span> : <>{said.text}</>;
}

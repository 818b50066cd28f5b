import { z } from 'zod';

/**
 * Text as the API accepts it: every string a request carries (body field, path or query parameter, record
 * key) is built from `text()`, so one rule holds at the boundary for all of them.
 *
 * Refused, each with its own message (the 400 names the field through the modelState key):
 * - NUL (U+0000): PostgreSQL cannot store it in text or jsonb, so it used to pass validation and fail at
 *   the append (a 500 after the gateway had been called).
 * - Unpaired surrogates ("\ud800" arrives intact through a JSON escape): not Unicode text; jsonb refuses
 *   them and a UTF-8 encoder silently turns them into U+FFFD, so what is stored would not be what was sent.
 * - The other C0 control characters and DEL, except tab, line feed and carriage return: no form can type
 *   them and no field means them; they are invisible in the site, and in an invoice PDF, a mail or a log
 *   line they garble the output or forge lines. Refusing them costs a legitimate user nothing. C1 controls
 *   (U+0080-U+009F) and format characters (zero-width joiners, bidi marks) are left alone: real text in
 *   some scripts needs the latter, and neither breaks storage.
 */
export const textMessages = {
  nul: 'This field must not contain a NUL character (U+0000).',
  unpairedSurrogate: 'This field must not contain an unpaired surrogate (text that is not valid Unicode).',
  controlCharacter: 'This field must not contain control characters (tab and line breaks are allowed).',
} as const;

const NUL = /\u0000/;
const CONTROL_CHARACTER = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * True when a high surrogate lacks its low half or a low one its high half. A loop over UTF-16 code units rather
 * than String.prototype.isWellFormed or a lookbehind regex: the browser bundle runs this too, on Safari 16.0 as well.
 */
function hasUnpairedSurrogate(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const unit = value.charCodeAt(i);
    if (unit < 0xd800 || unit > 0xdfff) continue;
    if (unit > 0xdbff) return true;
    const next = value.charCodeAt(i + 1);
    if (!(next >= 0xdc00 && next <= 0xdfff)) return true;
    i++;
  }
  return false;
}

/** What is wrong with a text, as the message the field shows; null when it is acceptable. */
export function textProblem(value: string): string | null {
  if (NUL.test(value)) return textMessages.nul;
  if (hasUnpairedSurrogate(value)) return textMessages.unpairedSurrogate;
  if (CONTROL_CHARACTER.test(value)) return textMessages.controlCharacter;
  return null;
}

/**
 * The check itself, one instance shared by every text schema: the coverage test finds it by identity on every
 * string a request schema holds. It does not abort, so a field's own messages (required, too long...) still
 * show beside it.
 */
export const acceptableText = z.superRefine<string>((value, ctx) => {
  const problem = textProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem, input: value });
});

/**
 * A request string: `z.string(params)` with the text check first. It stays a ZodString, so `.trim()`,
 * `.min()`, `.max()`, `.regex()`... chain on as before and their messages follow the text check's.
 */
export function text(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).check(acceptableText);
}

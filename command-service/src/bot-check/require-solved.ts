import { modelStateError } from '@certus/contracts';
import { ValidationFailed } from '@certus/infra';
import type { BotCheck } from './bot-check.ts';

export const BOT_CHECK_FAILED = 'The bot check failed or expired. Please try it again.';

/** Forms guarded by the bot check (register, recover, resend, leads) answer a modelState error on its field. */
export async function requireSolvedBotCheck(botCheck: BotCheck, payload: string): Promise<void> {
  if (!(await botCheck.verify(payload))) throw new ValidationFailed(modelStateError({ reCAPTCHA: BOT_CHECK_FAILED }));
}

import type { OutgoingMail } from '@certus/infra';
import type { CommandServiceDeps } from '../shared/deps.ts';

/**
 * The event is already stored when the mail goes out; a mail server failure must not turn a done deed
 * into an error the member would retry (and be told the e-mail is taken). Resend covers the lost mail.
 */
export async function sendOrWarn(deps: CommandServiceDeps, mail: OutgoingMail, correlationId: string): Promise<boolean> {
  try {
    await deps.mailer.send(mail);
    return true;
  } catch (error) {
    deps.logger.error({ err: error, correlationId, subject: mail.subject }, 'mail could not be sent');
    return false;
  }
}

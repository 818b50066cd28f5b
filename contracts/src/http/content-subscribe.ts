import { z } from 'zod';
import { text } from '../rules/text.ts';
import { NewsletterEmail } from './newsletter.ts';

/**
 * POST /api/content/subscribe/ (spec 7.5): the content service's newsletter sign-up. The same command as
 * POST /api/userprofile/SetSignMeUp?isEmailNotification=true (command-service/src/newsletter), with the e-mail
 * in the body beside the marketing-forms context (hutk, pageUri, pageName).
 */
export const ContentSubscribeBody = z.object({
  email: NewsletterEmail,
  hutk: text().max(200).optional(),
  pageUri: text().max(2000).optional(),
  pageName: text().max(300).optional(),
});
export type ContentSubscribeBody = z.input<typeof ContentSubscribeBody>;

/**
 * The spec (7.5) writes it with a trailing slash, which still reaches it: Express's routing is not strict, so the path
 * matches with or without one. Declared without, as the OpenAPI document names it (a path there ends without a slash).
 */
export const CONTENT_SUBSCRIBE_PATH = '/api/content/subscribe';

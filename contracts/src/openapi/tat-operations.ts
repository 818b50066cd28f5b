import { z } from 'zod';
import type { OperationRow } from './document.ts';
import { CommandAccepted } from '../http/account.ts';
import * as turnaround from '../http/turnaround.ts';
import * as templates from '../http/submission-templates.ts';
import * as shippingTest from '../http/shipping-test.ts';
import * as contentSubscribe from '../http/content-subscribe.ts';
import { text } from '../rules/text.ts';
import { MIN_TURNAROUND_SAMPLES, TURNAROUND_WINDOW_DAYS } from '../turnaround/measured-turnaround.ts';

/**
 * The operations of issue [3/7]'s turnaround and public data (tat): measured turnaround and the turnaround
 * message, the editor's message screen, submission templates, the shipping test screen and the content
 * newsletter sign-up. Rows of document.ts's `operations` (spread there), kept apart so that each area of the
 * issue adds its own block.
 */

/** The contracts modules whose exported schemas become named components. */
export const tatSchemaModules: Record<string, unknown>[] = [turnaround, templates, shippingTest, contentSubscribe];

const cached = ' Public; Cache-Control: public, max-age=300 (spec 7.5).';
const fieldErrors = (description: string) => ({ description });
const editorOnly = { 403: 'The caller is not an editor.' };
const templatePath = z.object({ id: text().meta({ description: "A template id (uuid) of the caller's; another member's is not found, like an unknown one." }) });
const turnaroundDescription =
  `Per tier code of the catalogue (MN, MNP, MNE, ...): the business days from received to shipped of our own orders that left in the last ${TURNAROUND_WINDOW_DAYS} days ` +
  `(median and 90th percentile, nearest rank), the sample size, and what to show: the measured figures from ${MIN_TURNAROUND_SAMPLES} orders on, else the ` +
  "published turnaround message, else '5 weeks' (spec 8). Computed from the clock when asked." +
  cached;

export const tatOperations: OperationRow[] = [
  {
    method: 'get',
    path: turnaround.turnaroundPaths.turnaround,
    operationId: 'getTurnaround',
    tag: 'Turnaround',
    summary: 'Turnaround per tier, measured from our own orders of the last 90 days, or the fallback',
    description: turnaroundDescription,
    ok: { description: 'Every tier code with its figures and what to show.', schema: turnaround.TurnaroundResponse },
  },
  {
    method: 'get',
    path: turnaround.turnaroundPaths.tat,
    operationId: 'getTurnaroundTimes',
    tag: 'Turnaround',
    summary: 'The same as GET /api/data/turnaround (the legacy name of the turnaround-times call)',
    description: turnaroundDescription,
    ok: { description: 'Every tier code with its figures and what to show.', schema: turnaround.TurnaroundResponse },
  },
  {
    method: 'get',
    path: turnaround.turnaroundPaths.tatMessage,
    operationId: 'getTurnaroundMessage',
    tag: 'Turnaround',
    summary: "The turnaround message the editor published, live at the clock's now; '5 weeks' when there is none",
    description: 'When windows overlap, the message that started last.' + cached,
    ok: { description: 'The message and its window, or the default.', schema: turnaround.TatMessageResponse },
  },
  {
    method: 'get',
    path: turnaround.turnaroundPaths.editorMessages,
    operationId: 'listTurnaroundMessages',
    tag: 'Editor',
    summary: 'Every turnaround message with its state now (live, scheduled, ended, withdrawn), for the editor',
    bearer: true,
    ok: { description: 'The messages, newest window first, and the one visitors read now.', schema: turnaround.EditorTurnaroundMessagesResponse },
    errors: editorOnly,
  },
  {
    method: 'post',
    path: turnaround.turnaroundPaths.editorMessages,
    operationId: 'publishTurnaroundMessage',
    tag: 'Editor',
    summary: 'Publish a turnaround message with its window, or revise one (messageId)',
    description: 'An Idempotency-Key makes a retry answer the same message id. A withdrawn message cannot be published again (409).',
    bearer: true,
    body: { schema: turnaround.PublishTurnaroundMessageBody },
    ok: { description: 'Published: the message, the position to read after and the message id.', schema: turnaround.TurnaroundMessagePublishedResponse },
    invalid: fieldErrors('A missing or too long text, a date that does not parse, or a window that ends before it starts (model.<field>).'),
    errors: { ...editorOnly, 409: turnaround.turnaroundMessages.withdrawnForGood },
  },
  {
    method: 'post',
    path: turnaround.turnaroundPaths.withdraw,
    operationId: 'withdrawTurnaroundMessage',
    tag: 'Editor',
    summary: 'Withdraw a turnaround message (withdrawing it again answers the same)',
    bearer: true,
    params: turnaround.TurnaroundMessageIdParams,
    ok: { description: 'Withdrawn.', schema: CommandAccepted },
    errors: { ...editorOnly, 404: turnaround.turnaroundMessages.notFound },
  },
  {
    method: 'get',
    path: templates.submissionTemplatePaths.list,
    operationId: 'listSubmissionTemplates',
    tag: 'Submission templates',
    summary: "The signed-in member's submission templates, by name",
    bearer: true,
    ok: { description: 'The templates (name, type, lines and books, the first titles).', schema: templates.SubmissionTemplateList },
  },
  {
    method: 'post',
    path: templates.submissionTemplatePaths.list,
    operationId: 'saveSubmissionTemplate',
    tag: 'Submission templates',
    summary: 'Save the cart (its lines, never prices) as a named template',
    description: `Names are unique per member (case aside); at most ${templates.MAX_SUBMISSION_TEMPLATES} templates. An Idempotency-Key makes a retry answer the same id.`,
    bearer: true,
    body: { schema: templates.SaveSubmissionTemplateBody },
    ok: { description: 'Saved: the message, the position to read after and the template id.', schema: templates.SubmissionTemplateSavedResponse },
    invalid: fieldErrors('A missing or too long name, an empty cart or a malformed line (model.<field>).'),
    errors: { 409: 'The name is taken by another of your templates, or you keep the most templates allowed.' },
  },
  {
    method: 'get',
    path: templates.submissionTemplatePaths.one,
    operationId: 'getSubmissionTemplate',
    tag: 'Submission templates',
    summary: "One of the signed-in member's templates with its lines, to start a submission from (priced with today's catalogue)",
    bearer: true,
    params: templatePath,
    ok: { description: 'The template.', schema: templates.SubmissionTemplateDetail },
    errors: { 404: templates.submissionTemplateMessages.notFound },
  },
  {
    method: 'post',
    path: templates.submissionTemplatePaths.rename,
    operationId: 'renameSubmissionTemplate',
    tag: 'Submission templates',
    summary: "Rename one of the signed-in member's templates",
    bearer: true,
    params: templatePath,
    body: { schema: templates.RenameSubmissionTemplateBody },
    ok: { description: 'Renamed.', schema: CommandAccepted },
    invalid: fieldErrors('A missing or too long name (model.name).'),
    errors: { 404: templates.submissionTemplateMessages.notFound, 409: 'Another of your templates has this name.' },
  },
  {
    method: 'delete',
    path: templates.submissionTemplatePaths.one,
    operationId: 'deleteSubmissionTemplate',
    tag: 'Submission templates',
    summary: "Delete one of the signed-in member's templates",
    bearer: true,
    params: templatePath,
    ok: { description: 'Deleted.', schema: CommandAccepted },
    errors: { 404: templates.submissionTemplateMessages.notFound },
  },
  {
    method: 'get',
    path: shippingTest.SHIPPING_TEST_PATH,
    operationId: 'testShipping',
    tag: 'Catalogue',
    summary: 'The shipping test screen: the return-shipping rates the rate service answers for a postal code and a country',
    description:
      'A box sent from the office (US) to that destination: 1 book declared at $100 unless `books` and `declared` (whole dollars) say otherwise. ' +
      'US ZIP codes and Canadian postal codes are checked against their format. No rate (nothing carries or insures it there) answers an empty list and the message. ' +
      "Rates in `currency` (USD unless CAD is asked; CAD from the catalogue's Canadian price set, or an empty list and a message when none is published)." +
      cached,
    query: shippingTest.ShippingTestQueryFields,
    ok: { description: 'The rates, cheapest first.', schema: shippingTest.ShippingTestResponse },
    invalid: fieldErrors('An unknown country, or a postal code that does not fit it (model.<field>).'),
  },
  {
    method: 'post',
    path: contentSubscribe.CONTENT_SUBSCRIBE_PATH,
    operationId: 'subscribeToNewsletter',
    tag: 'Newsletter',
    summary: 'Sign an address up for the newsletter (spec 7.5: POST /api/content/subscribe/; the trailing slash is optional)',
    description:
      "The content service's call, the same command as POST /api/userprofile/SetSignMeUp: the confirmation mail and the marketing-forms post are that call's.",
    body: { schema: contentSubscribe.ContentSubscribeBody },
    ok: { description: 'Subscribed.', schema: CommandAccepted },
    invalid: fieldErrors("'Please enter your email' or 'Invalid email format' (model.email)."),
    errors: { 409: "You're Already Subscribed to Our Newsletter" },
  },
];

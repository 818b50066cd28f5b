import { z } from 'zod';
import { text } from '../rules/text.ts';
import { CollectibleType, CountryCode } from '../catalogue/catalogue.ts';
import { ComicLine } from '../submission/submission.ts';
import { CommandAccepted } from './account.ts';

/**
 * Submission templates (/account/template, spec 2.2): a member saves the cart as a named template, lists,
 * renames and deletes them, and starts a submission from one (the browser fills the cart with its lines and
 * prices them with the catalogue of the day).
 */

/** A member keeps at most this many templates: enough for every regular submission, not a second order book. */
export const MAX_SUBMISSION_TEMPLATES = 25;
export const TEMPLATE_NAME_MAX = 60;

export const submissionTemplateMessages = {
  nameRequired: 'Please give the template a name.',
  nameTooLong: `The name must be at most ${TEMPLATE_NAME_MAX} characters long.`,
  nameTaken: (name: string) => `You already have a template named "${name}".`,
  tooMany: `You can keep at most ${MAX_SUBMISSION_TEMPLATES} templates; delete one first.`,
  emptyCart: 'Add at least one book before saving a template.',
  tooManyBooks: 'A template holds at most 100 lines.',
  notFound: 'The template was not found.',
  saved: 'Template saved.',
  renamed: 'Template renamed.',
  deleted: 'Template deleted.',
  confirmDelete: 'Are you sure you want to delete this item?',
  confirmReplaceCart: 'Starting from this template replaces the books in your cart. Continue?',
} as const;

export const TemplateName = text({ error: submissionTemplateMessages.nameRequired })
  .trim()
  .min(1, submissionTemplateMessages.nameRequired)
  .max(TEMPLATE_NAME_MAX, submissionTemplateMessages.nameTooLong);

/** POST /api/submission-templates: the cart as it stands (its lines; never its prices, rates or payment). */
export const SaveSubmissionTemplateBody = z.object({
  name: TemplateName,
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  comics: z.array(ComicLine).min(1, submissionTemplateMessages.emptyCart).max(100, submissionTemplateMessages.tooManyBooks),
});
export type SaveSubmissionTemplateBody = z.infer<typeof SaveSubmissionTemplateBody>;

export const RenameSubmissionTemplateBody = z.object({ name: TemplateName });
export type RenameSubmissionTemplateBody = z.infer<typeof RenameSubmissionTemplateBody>;

export const SubmissionTemplateIdParams = z.object({ id: text().pipe(z.uuid({ error: submissionTemplateMessages.notFound })) });

export const SubmissionTemplateSavedResponse = CommandAccepted.extend({ templateId: z.uuid() });
export type SubmissionTemplateSavedResponse = z.infer<typeof SubmissionTemplateSavedResponse>;

/** One template as the list shows it. */
export const SubmissionTemplateSummary = z.object({
  templateId: z.string(),
  name: z.string(),
  countryCode: CountryCode,
  collectibleType: CollectibleType,
  lineCount: z.number().int().positive(),
  bookCount: z.number().int().positive(),
  /** The first few titles, for the list ("Saga #1, Hulk #181 and 3 more"). */
  titles: z.array(z.string()),
  savedAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type SubmissionTemplateSummary = z.infer<typeof SubmissionTemplateSummary>;
export const SubmissionTemplateList = z.array(SubmissionTemplateSummary);
export type SubmissionTemplateList = z.infer<typeof SubmissionTemplateList>;

/** GET /api/submission-templates/{id}: the whole template, to start a submission from. */
export const SubmissionTemplateDetail = SubmissionTemplateSummary.extend({ comics: z.array(ComicLine) });
export type SubmissionTemplateDetail = z.infer<typeof SubmissionTemplateDetail>;

export const submissionTemplatePaths = {
  list: '/api/submission-templates',
  one: '/api/submission-templates/{id}',
  rename: '/api/submission-templates/{id}/rename',
} as const;

/** How many titles a summary carries. */
export const TEMPLATE_SUMMARY_TITLES = 3;

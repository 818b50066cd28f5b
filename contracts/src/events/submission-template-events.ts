import { z } from 'zod';
import { CollectibleType, CountryCode } from '../catalogue/catalogue.ts';
import { ComicLine } from '../submission/submission.ts';

const at = z.iso.datetime();

/**
 * A member's submission templates (/account/template): stream `SubmissionTemplates-{memberId}`, one for all of
 * a member's templates, so names stay unique and the count bounded. A template keeps the cart's lines as the
 * member built them, never prices: a submission started from one is priced with the catalogue of that day.
 */
export const SubmissionTemplateSaved = z.object({
  type: z.literal('SubmissionTemplateSaved'),
  data: z.object({
    memberId: z.string(),
    templateId: z.uuid(),
    name: z.string().min(1).max(60),
    countryCode: CountryCode,
    collectibleType: CollectibleType,
    comics: z.array(ComicLine).min(1),
    savedAt: at,
  }),
});

export const SubmissionTemplateRenamed = z.object({
  type: z.literal('SubmissionTemplateRenamed'),
  data: z.object({ memberId: z.string(), templateId: z.uuid(), name: z.string().min(1).max(60), renamedAt: at }),
});

export const SubmissionTemplateDeleted = z.object({
  type: z.literal('SubmissionTemplateDeleted'),
  data: z.object({ memberId: z.string(), templateId: z.uuid(), deletedAt: at }),
});

export const SubmissionTemplateEvent = z.discriminatedUnion('type', [SubmissionTemplateSaved, SubmissionTemplateRenamed, SubmissionTemplateDeleted]);
export type SubmissionTemplateEvent = z.infer<typeof SubmissionTemplateEvent>;
export const submissionTemplateEventTypes = SubmissionTemplateEvent.options.map((o) => o.shape.type.value);
export const submissionTemplatesStreamId = (memberId: string) => `SubmissionTemplates-${memberId}`;

import { SubmissionTemplateEvent, TEMPLATE_SUMMARY_TITLES, submissionTemplateEventTypes, type ComicLine, type RecordedEvent } from '@certus/contracts';
import { documentProjection, type Row } from '../runner/document-projection.ts';

const CONSUMED = new Set<string>(submissionTemplateEventTypes);

/** "Saga #1", or the title alone when it has no issue. */
const lineTitle = (line: ComicLine) => (line.issue ? `${line.title} #${line.issue}` : line.title);

/** submission_templates: one row per template a member keeps, with what the list shows. */
export const submissionTemplatesProjection = documentProjection({
  name: 'submission-templates',
  table: 'submission_templates',
  keyColumn: 'template_id',
  columns: ['template_id', 'member_id', 'name', 'country_code', 'collectible_type', 'comics', 'line_count', 'book_count', 'titles', 'saved_at', 'updated_at'],
  keyOf: (event) => (CONSUMED.has(event.type) ? (event.data as { templateId: string }).templateId : undefined),
  eventTypes: [...CONSUMED],
  evolve: evolveSubmissionTemplateRow,
});

export function evolveSubmissionTemplateRow(row: Row | null, recorded: RecordedEvent): Row | null {
  const event = SubmissionTemplateEvent.parse({ type: recorded.type, data: recorded.data });
  switch (event.type) {
    case 'SubmissionTemplateSaved': {
      const d = event.data;
      return {
        template_id: d.templateId,
        member_id: d.memberId,
        name: d.name,
        country_code: d.countryCode,
        collectible_type: d.collectibleType,
        comics: d.comics,
        line_count: d.comics.length,
        book_count: d.comics.reduce((n, line) => n + line.quantity, 0),
        titles: d.comics.slice(0, TEMPLATE_SUMMARY_TITLES).map(lineTitle),
        saved_at: d.savedAt,
        updated_at: d.savedAt,
      };
    }
    case 'SubmissionTemplateRenamed':
      return row ? { ...row, name: event.data.name, updated_at: event.data.renamedAt } : null;
    case 'SubmissionTemplateDeleted':
      return null;
    default: {
      const unknown: never = event;
      throw new Error(`unhandled event ${JSON.stringify(unknown)}`);
    }
  }
}

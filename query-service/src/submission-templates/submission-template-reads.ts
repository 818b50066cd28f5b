import { Router } from 'express';
import type pg from 'pg';
import {
  DomainError,
  SubmissionTemplateDetail,
  SubmissionTemplateIdParams,
  submissionTemplateMessages,
  submissionTemplatePaths,
  type SubmissionTemplateList,
  type SubmissionTemplateSummary,
} from '@certus/contracts';
import { parseOr400, requireUser } from '@certus/infra';

interface TemplateRow {
  template_id: string;
  name: string;
  country_code: SubmissionTemplateSummary['countryCode'];
  collectible_type: SubmissionTemplateSummary['collectibleType'];
  comics?: unknown;
  line_count: number;
  book_count: number;
  titles: string[];
  saved_at: Date;
  updated_at: Date;
}

const SUMMARY_COLUMNS = 'template_id, name, country_code, collectible_type, line_count, book_count, titles, saved_at, updated_at';

const summaryOf = (row: TemplateRow): SubmissionTemplateSummary => ({
  templateId: row.template_id,
  name: row.name,
  countryCode: row.country_code,
  collectibleType: row.collectible_type,
  lineCount: row.line_count,
  bookCount: row.book_count,
  titles: row.titles,
  savedAt: row.saved_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
});

/**
 * GET /api/submission-templates (the signed-in member's templates, by name) and GET
 * /api/submission-templates/{id} (one of them whole, to start a submission from). Only the member's own:
 * another member's id is not found, exactly like an unknown one.
 */
export function submissionTemplateReads(pool: pg.Pool): Router {
  const router = Router();

  router.get(submissionTemplatePaths.list, requireUser, async (req, res) => {
    const { rows } = await pool.query<TemplateRow>(`SELECT ${SUMMARY_COLUMNS} FROM submission_templates WHERE member_id = $1 ORDER BY lower(name), template_id`, [req.user!.userId]);
    res.set('Cache-Control', 'private, no-cache').json(rows.map(summaryOf) satisfies SubmissionTemplateList);
  });

  router.get(submissionTemplatePaths.one.replace('{id}', ':id'), requireUser, async (req, res) => {
    const { id } = parseOr400(SubmissionTemplateIdParams, req.params);
    const { rows } = await pool.query<TemplateRow>(`SELECT ${SUMMARY_COLUMNS}, comics FROM submission_templates WHERE template_id = $1 AND member_id = $2`, [id, req.user!.userId]);
    const row = rows[0];
    if (!row) throw new DomainError('not_found', submissionTemplateMessages.notFound);
    res.set('Cache-Control', 'private, no-cache').json(SubmissionTemplateDetail.parse({ ...summaryOf(row), comics: row.comics }));
  });

  return router;
}

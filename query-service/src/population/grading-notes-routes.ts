import { Router } from 'express';
import type pg from 'pg';
import { DomainError, GRADING_NOTES_PAGE_SIZE, PUBLIC_RESOURCE_CACHE_CONTROL, populationMessages, type GradingNotesPage } from '@certus/contracts';
import { CENSUS_OF_COPY, COPY_COLUMNS, certificateViewOf, type PopulationCopyCensusRow } from './copy-view.ts';
import { certificateNotFound, readCertificate } from './certificate-reads.ts';
import { pathParam } from '../http/path-params.ts';

/** Public pages: the notes of a graded comic are part of its public certificate (spec 7.5: cached 300 s). */
const PUBLIC_CACHE = PUBLIC_RESOURCE_CACHE_CONTROL;

function pageOf(query: unknown): number {
  if (query === undefined || query === '') return 1;
  if (typeof query !== 'string' || !/^\d{1,6}$/.test(query.trim()) || Number(query) < 1) throw new DomainError('invalid', populationMessages.pageInvalid);
  return Number(query);
}

/**
 * The grading notes (spec 2.1 /grading-notes, /grading-notes/{id}; 3 Comic grading notes): certified comics
 * whose grader wrote notes, newest first, 20 a page (the population_copies_grading_notes index), and one entry.
 */
export function gradingNotesRoutes(pool: pg.Pool, storagePublicUrl: string): Router {
  const router = Router();

  router.get('/api/gradingnotes', async (req, res) => {
    const page = pageOf(req.query.page);
    const [entries, count] = await Promise.all([
      pool.query<PopulationCopyCensusRow>(
        `SELECT ${COPY_COLUMNS}, census.*, ordinal.* FROM (
           SELECT * FROM population_copies WHERE grader_notes <> '' ORDER BY certified_at DESC, certification_id LIMIT $1 OFFSET $2
         ) c ${CENSUS_OF_COPY}
         ORDER BY c.certified_at DESC, c.certification_id`,
        [GRADING_NOTES_PAGE_SIZE, (page - 1) * GRADING_NOTES_PAGE_SIZE],
      ),
      pool.query<{ total: number }>("SELECT count(*)::int AS total FROM population_copies WHERE grader_notes <> ''"),
    ]);
    res.set('Cache-Control', PUBLIC_CACHE).json({
      page,
      size: GRADING_NOTES_PAGE_SIZE,
      total: count.rows[0]?.total ?? 0,
      entries: entries.rows.map((row) => certificateViewOf(row, storagePublicUrl)),
    } satisfies GradingNotesPage);
  });

  router.get('/api/gradingnotes/:id', async (req, res) => {
    const certificate = await readCertificate(pool, pathParam(req, 'id'), storagePublicUrl);
    if (!certificate) throw certificateNotFound();
    res.set('Cache-Control', PUBLIC_CACHE).json(certificate);
  });

  return router;
}

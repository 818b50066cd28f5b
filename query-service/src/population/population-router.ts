import { Router } from 'express';
import type pg from 'pg';
import { populationReportRoutes, type PopulationReportOptions } from './population-routes.ts';
import { gradingNotesRoutes } from './grading-notes-routes.ts';
import { featuredComicsRoute } from './featured-route.ts';

/**
 * Everything read from the `population` read model (issue [6/6]): the population report, the grading notes
 * and the featured comics. (The certificate lookup under /api/comics/{id} reads it too: comics/.)
 */
export function populationRoutes(pool: pg.Pool, options: PopulationReportOptions): Router {
  return Router()
    .use(populationReportRoutes(pool, options))
    .use(gradingNotesRoutes(pool, options.storagePublicUrl))
    .use(featuredComicsRoute(pool, options.storagePublicUrl));
}

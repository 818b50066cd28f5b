import type pg from 'pg';

export interface PageQuery {
  /** The SELECT of every matching row; its parameters are `params`, numbered from $1. */
  matching: string;
  /** The page's order, over the matching rows' columns: it must be total, so pages do not overlap. */
  orderBy: string;
  params: readonly unknown[];
  /** From 1. */
  page: number;
  pageSize: number;
}

/**
 * One page of a filtered read and how many rows match in all, from one statement so the page and the total come
 * from the same snapshot. The total is joined to the page, so a page past the end still answers one row: its
 * total with nulls, which `on_page` tells apart from a row of the page.
 */
export async function queryPage<Row extends object>(pool: pg.Pool, query: PageQuery): Promise<{ rows: Row[]; total: number }> {
  const limit = query.params.length + 1;
  const sql = `
    WITH matching AS (${query.matching}), total AS (SELECT count(*)::int AS total FROM matching)
    SELECT total.total, page.*
    FROM total LEFT JOIN LATERAL (
      SELECT true AS on_page, * FROM matching ORDER BY ${query.orderBy} LIMIT $${limit} OFFSET $${limit + 1}
    ) page ON true`;
  const { rows } = await pool.query<Row & { total: number; on_page: true | null }>(sql, [...query.params, query.pageSize, (query.page - 1) * query.pageSize]);
  return { rows: rows.filter((row) => row.on_page === true), total: rows[0]?.total ?? 0 };
}

import type pg from 'pg';
import { DomainError, parseComicId, populationMessages, type CertificateView } from '@certus/contracts';
import { storagePublicUrlFromEnv } from '../storage/cover-url.ts';
import { CENSUS_OF_COPY, COPY_COLUMNS, COPY_COLUMN_NAMES, certificateViewOf, type PopulationCopyCensusRow } from './copy-view.ts';

/** A copy in force (population_copies) or revoked (population_copies_revoked, with when and why), by id ($1). */
const COPY_IN_FORCE_OR_REVOKED = `(
  SELECT ${COPY_COLUMN_NAMES.join(', ')}, counted_on, NULL::text AS revoked_on, NULL::text AS revocation_reason
    FROM population_copies WHERE certification_id = $1
  UNION ALL
  SELECT ${COPY_COLUMN_NAMES.join(', ')}, counted_on, revoked_on::text, reason
    FROM population_copies_revoked WHERE certification_id = $1) c`;

/**
 * The public certificate of one certified copy (population_copies), with its census: for the population
 * report's copy dialog, a grading notes entry, the certificate page and the navigation search; a revoked one
 * (population_copies_revoked) says so. An id as typed (any case, with or without dashes) is read canonical; one
 * that cannot be a comic id finds nothing.
 */
export async function readCertificate(pool: pg.Pool, typedId: string, storagePublicUrl: string): Promise<CertificateView | null> {
  const id = parseComicId(typedId);
  if (!id) return null;
  const { rows } = await pool.query<PopulationCopyCensusRow>(
    `SELECT ${COPY_COLUMNS}, c.revoked_on, c.revocation_reason, census.*, ordinal.* FROM ${COPY_IN_FORCE_OR_REVOKED} ${CENSUS_OF_COPY}`,
    [id],
  );
  return rows[0] ? certificateViewOf(rows[0], storagePublicUrl) : null;
}

/**
 * The reader of public certificates over the read model, for the site's server, which writes the certificate
 * into the HTML of /certificate/{id} (covers addressed under STORAGE_PUBLIC_URL, as the query router does).
 */
export const certificateReader =
  (pool: pg.Pool, storagePublicUrl: string = storagePublicUrlFromEnv()) =>
  (certificationId: string) =>
    readCertificate(pool, certificationId, storagePublicUrl);

export const certificateNotFound = () => new DomainError('not_found', populationMessages.certificateNotFound);

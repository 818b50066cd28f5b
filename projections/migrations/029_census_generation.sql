-- The census's generation (issue [6/7]): how many events have changed the census (certificates issued and revoked).
-- The query service keeps search answers in memory under it (query-service/src/population/census-answer-cache.ts):
-- an answer kept under today's generation is sent as it is; once a certification or revocation has moved it, an
-- answer is checked against the rows it was read from first. Events that leave the census alone (most of the log)
-- do not move it. A count, not a place in the log: a log restored from a backup (other transaction ids) or a rebuild
-- gives the same. One row, absent until the census has an event.
CREATE TABLE population_census_generation (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  census_events bigint NOT NULL
);

-- A census projected before this table existed gets the generation a rebuild would give it: its events up to the
-- projection's checkpoint. Only where the log is (the live schema): a rebuild replays these files into an empty
-- shadow schema, and its own batches write the row there.
DO $$
BEGIN
  IF to_regclass('events') IS NOT NULL THEN
    INSERT INTO population_census_generation (census_events)
    SELECT count(*)
      FROM events e JOIN projection_checkpoints c ON c.projection = 'population'
     WHERE e.type IN ('ComicCertified', 'CertificateRevoked') AND (e.tx_id, e.global_position) <= (c.tx_id, c.global_position)
    HAVING count(*) > 0;
  END IF;
END $$;

-- The certificates in the order they were certified: the query service's slab predrawer
-- (query-service/src/slabs/slab-predraw.ts) asks every few seconds for those certified since the last it drew.
CREATE INDEX population_copies_certified ON population_copies (certified_at, certification_id);

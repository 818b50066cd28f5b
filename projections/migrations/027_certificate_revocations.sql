-- Revoking a certificate (issue [5/7], CertificateRevoked): staff revoke a certificate that can no longer be
-- trusted; the registry logs it, and every read model that shows the certificate says so.

-- Certificates revoked by staff (CertificateRevoked): the copy leaves today's census (population_copies) from the
-- day of its revocation and is kept here, so its certificate page can say it was revoked, when and why. The census
-- as of an earlier day still counts it (its version in population_copy_versions ends that day). Certified again,
-- it returns to population_copies.
CREATE TABLE population_copies_revoked (LIKE population_copies INCLUDING DEFAULTS);
ALTER TABLE population_copies_revoked
  ADD PRIMARY KEY (certification_id),
  -- The day the census stopped counting it (UTC, never before the day it was counted from), when and why.
  ADD COLUMN revoked_on date NOT NULL,
  ADD COLUMN revoked_at timestamptz NOT NULL,
  ADD COLUMN reason text NOT NULL;

-- The member's graded comics and the reholder check's certificates keep the row and say it was revoked (when, why).
ALTER TABLE certified_comics ADD COLUMN revoked_at timestamptz, ADD COLUMN revocation_reason text;
ALTER TABLE member_comics ADD COLUMN revoked_at timestamptz, ADD COLUMN revocation_reason text;

-- The club membership has its own events and read model (memberships); the members row no longer copies it.
ALTER TABLE members DROP COLUMN membership;
ALTER TABLE members DROP COLUMN membership_expiry_date;

-- Leads (issue [3/7]): the staff inbox (landing leads, dealer requests, call-back requests, problem reports),
-- the landing page's counts (spec 7.5 Landing service data counts), and the log of the staff's inbox mails.

-- One row per inbox item, whatever its kind; the handled columns are filled by InboxItemHandled.
CREATE TABLE staff_inbox (
  item_id text PRIMARY KEY,
  kind text NOT NULL,
  -- The item's stream: the "handled" command appends there (command-service leads/inbox-items.ts).
  stream_id text NOT NULL,
  name text NOT NULL,
  email text,
  phone text NOT NULL,
  location text NOT NULL,
  message text NOT NULL,
  page text,
  company text,
  website text,
  business_type text,
  member_id text,
  submitted_at timestamptz NOT NULL,
  handled_at timestamptz,
  handled_by text
);
-- The inbox reads newest first, all or the open ones; GET /api/landings/{email} by address.
CREATE INDEX staff_inbox_newest ON staff_inbox (submitted_at DESC, item_id);
CREATE INDEX staff_inbox_open ON staff_inbox (submitted_at DESC) WHERE handled_at IS NULL;
CREATE INDEX staff_inbox_email ON staff_inbox (email, submitted_at DESC) WHERE email IS NOT NULL;

-- The counts, and each fact counted once (a certificate, a pressed book, an activated member), so that a
-- redelivered or replayed event counts nothing twice: a fact already in landing_count_facts adds nothing.
CREATE TABLE landing_count_facts (
  fact text PRIMARY KEY,
  counter text NOT NULL
);
CREATE TABLE landing_counts (
  counter text PRIMARY KEY,
  value bigint NOT NULL
);

-- What the staff-inbox-mail reactor sent (projections/src/reactors): one mail per inbox item, recorded after
-- the SMTP server took it, so a redelivered event sends nothing again. Not a read model: never rebuilt.
CREATE TABLE staff_inbox_mails (
  item_id text PRIMARY KEY,
  sent_to text NOT NULL,
  sent_at timestamptz NOT NULL DEFAULT now()
);

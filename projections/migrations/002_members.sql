-- Members read model (spec 3, Member): what the member area and staff screens show.
CREATE TABLE members (
  member_id text PRIMARY KEY,
  email text NOT NULL,
  user_name text NOT NULL,
  first_name text NOT NULL,
  last_name text NOT NULL,
  phone text NOT NULL,
  role text NOT NULL,
  status text NOT NULL,
  membership text NOT NULL,
  membership_expiry_date timestamptz,
  registered_at timestamptz NOT NULL,
  activated_at timestamptz,
  last_sign_in_at timestamptz,
  last_sign_out_at timestamptz,
  stream_version integer NOT NULL
);
CREATE UNIQUE INDEX members_email ON members (email);

-- The member's profile and settings (spec 3 Member, spec 5 Profile edit): carrier accounts, stripped of
-- non-alphanumerics ('' when not given), and the e-mail notification choice, off until the member turns it on.
ALTER TABLE members ADD COLUMN fed_ex_account text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN ups_account text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN dhl_account text NOT NULL DEFAULT '';
ALTER TABLE members ADD COLUMN is_email_notification boolean NOT NULL DEFAULT false;

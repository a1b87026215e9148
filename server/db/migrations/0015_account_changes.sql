-- Each app server keeps the session details of the accounts that call it (session version, name, staff
-- flags), so an authenticated call needs no query of its own (docs/decisions/020-session-and-like-checks-from-memory.md).
-- A change to any of them, or the account's deletion, announces 'account:<id>' at commit; the servers
-- forget that account and read it again on its next call.
CREATE OR REPLACE FUNCTION showcase_account_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('showcase_public', 'account:' || OLD.id);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER users_account_change AFTER UPDATE OF session_version, user_name, is_eng_staff, is_super_admin OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION showcase_account_change();

-- A like changes one number on the public pages, not the pages: an update of projects that changes only
-- likes_count announces '<event id>:<project id>:<likes>:<transaction id>' instead of the event id, so
-- app servers patch that count into their cached answers instead of dropping the event's answers
-- (docs/decisions/017-public-answer-cache.md). Announcements arrive in commit order and the row lock
-- orders the updates of one project, so the last count heard is the newest committed one. The
-- transaction id lets the server that took the like wait for its own announcement before replying.
CREATE OR REPLACE FUNCTION showcase_public_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
  target text;
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    PERFORM pg_notify('showcase_public', '*');
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'projects' AND TG_OP = 'UPDATE'
     AND (to_jsonb(OLD) - 'likes_count') = (to_jsonb(NEW) - 'likes_count') THEN
    IF OLD.likes_count IS DISTINCT FROM NEW.likes_count AND NEW.event_id IS NOT NULL THEN
      PERFORM pg_notify('showcase_public',
        concat_ws(':', NEW.event_id, NEW.id, NEW.likes_count, txid_current()));
    END IF;
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'events' THEN
    target := changed.id::text;
  ELSIF TG_ARGV[0] = 'project' THEN
    SELECT event_id::text INTO target FROM projects WHERE id = (to_jsonb(changed) ->> 'project_id')::integer;
  ELSE
    target := to_jsonb(changed) ->> 'event_id';
  END IF;
  IF target IS NOT NULL THEN
    PERFORM pg_notify('showcase_public', target);
  END IF;
  -- A row moved to another event (or project) changes the old one's pages too.
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME <> 'events' AND TG_ARGV[0] IS DISTINCT FROM 'project' THEN
    target := to_jsonb(OLD) ->> 'event_id';
    IF target IS NOT NULL THEN
      PERFORM pg_notify('showcase_public', target);
    END IF;
  END IF;
  RETURN NULL;
END;
$$;

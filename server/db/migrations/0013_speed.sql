ALTER TABLE "projects" ADD COLUMN "likes_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Likes change one number on the public pages, not the pages, and are the hottest write of event day.
-- Every change of likes_count raises likes_version, so app servers that hear counts out of order keep
-- the newest (docs/decisions/017-public-answer-cache.md).
CREATE OR REPLACE FUNCTION showcase_likes_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.likes_count IS DISTINCT FROM OLD.likes_count THEN
    NEW.likes_version := OLD.likes_version + 1;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER projects_likes_version BEFORE UPDATE OF likes_count ON projects FOR EACH ROW EXECUTE FUNCTION showcase_likes_version();
--> statement-breakpoint
-- An update of projects that changes only the like count announces '<event>:<project>:<likes>:<version>'
-- instead of the event id: app servers patch the count into their cached answers instead of dropping
-- them. The app's own connections (showcase.likes_announced = 'app', set when they open) announce their
-- likes themselves, after commit and outside the like's transaction: a NOTIFY inside it would hold
-- PostgreSQL's database-wide notification lock through the commit's disk flush, one like at a time.
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
     AND (to_jsonb(OLD) - 'likes_count' - 'likes_version') = (to_jsonb(NEW) - 'likes_count' - 'likes_version') THEN
    IF OLD.likes_count IS DISTINCT FROM NEW.likes_count AND NEW.event_id IS NOT NULL
       AND current_setting('showcase.likes_announced', true) IS DISTINCT FROM 'app' THEN
      PERFORM pg_notify('showcase_public',
        concat_ws(':', NEW.event_id, NEW.id, NEW.likes_count, NEW.likes_version));
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

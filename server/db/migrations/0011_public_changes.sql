-- Every write that changes what anonymous visitors of an event see announces the event on the
-- 'showcase_public' channel. NOTIFY is transactional: the message leaves at commit (never for a rollback),
-- exactly when the write becomes visible, and repeats within one transaction are sent once. App servers
-- listen and drop their cached public answers for that event; '*' means every event (users, plans).
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
--> statement-breakpoint
CREATE TRIGGER events_public_change AFTER INSERT OR UPDATE OR DELETE ON events FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER projects_public_change AFTER INSERT OR UPDATE OR DELETE ON projects FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER categories_public_change AFTER INSERT OR UPDATE OR DELETE ON categories FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER awards_public_change AFTER INSERT OR UPDATE OR DELETE ON awards FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER timelines_public_change AFTER INSERT OR UPDATE OR DELETE ON timelines FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER banners_public_change AFTER INSERT OR UPDATE OR DELETE ON banners FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER sponsors_public_change AFTER INSERT OR UPDATE OR DELETE ON sponsors FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER resources_public_change AFTER INSERT OR UPDATE OR DELETE ON resources FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER faqs_public_change AFTER INSERT OR UPDATE OR DELETE ON faqs FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER event_memberships_public_change AFTER INSERT OR UPDATE OR DELETE ON event_memberships FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER event_templates_public_change AFTER INSERT OR UPDATE OR DELETE ON event_templates FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER peoples_choice_settings_public_change AFTER INSERT OR UPDATE OR DELETE ON peoples_choice_settings FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER peoples_choice_awards_public_change AFTER INSERT OR UPDATE OR DELETE ON peoples_choice_awards FOR EACH ROW EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER project_categories_public_change AFTER INSERT OR UPDATE OR DELETE ON project_categories FOR EACH ROW EXECUTE FUNCTION showcase_public_change('project');
--> statement-breakpoint
CREATE TRIGGER project_awards_public_change AFTER INSERT OR UPDATE OR DELETE ON project_awards FOR EACH ROW EXECUTE FUNCTION showcase_public_change('project');
--> statement-breakpoint
CREATE TRIGGER project_memberships_public_change AFTER INSERT OR UPDATE OR DELETE ON project_memberships FOR EACH ROW EXECUTE FUNCTION showcase_public_change('project');
--> statement-breakpoint
CREATE TRIGGER users_public_change AFTER UPDATE OF user_name, first_name, last_name OR DELETE ON users FOR EACH STATEMENT EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER plans_public_change AFTER INSERT OR UPDATE OR DELETE ON plans FOR EACH STATEMENT EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER plan_features_public_change AFTER INSERT OR UPDATE OR DELETE ON plan_features FOR EACH STATEMENT EXECUTE FUNCTION showcase_public_change();
--> statement-breakpoint
CREATE TRIGGER profiles_public_change AFTER INSERT OR UPDATE OR DELETE ON profiles FOR EACH STATEMENT EXECUTE FUNCTION showcase_public_change();

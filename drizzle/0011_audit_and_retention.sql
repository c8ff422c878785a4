CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_kind" text NOT NULL,
	"user_id" integer,
	"actor_name" text NOT NULL,
	"token_id" integer,
	"token_name" text,
	"ip" text,
	"entity" text NOT NULL,
	"entity_id" integer,
	"action" text NOT NULL,
	"changes" jsonb,
	"note" text
);
--> statement-breakpoint
DROP INDEX "passengers_flight_name_pnr_key";--> statement-breakpoint
ALTER TABLE "passengers" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "found_bags" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_entity_idx" ON "audit_log" USING btree ("entity","entity_id","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_user_idx" ON "audit_log" USING btree ("user_id","at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_flight_name_pnr_key" ON "passengers" USING btree ("flight_id","name","pnr") WHERE personal_data_erased_at is null;--> statement-breakpoint
-- Audit rows keep the old and new values of the fields a change touched, personal ones too. When a record's personal
-- data is erased (retention, or a passenger's request), those values in its audit rows are replaced by the marker as
-- well, while the rest of each row (who, when, what, which fields) stays. The guard lets an UPDATE through only inside
-- tarmac_erase_audit_values, which alone sets tarmac.audit_erasure for its transaction, and only when nothing but
-- `changes` differs.
-- Audit rows cannot be rewritten: no UPDATE, and no DELETE but the retention job's, whoever asks (the owner included).
-- The retention job deletes through tarmac_purge_audit_log, which alone sets tarmac.audit_retention for its transaction.
CREATE FUNCTION "audit_log_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND current_setting('tarmac.audit_retention', true) = 'on' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'UPDATE' AND current_setting('tarmac.audit_erasure', true) = 'on'
     AND (to_jsonb(NEW) - 'changes') = (to_jsonb(OLD) - 'changes') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit rows cannot be changed or deleted' USING ERRCODE = 'insufficient_privilege';
END
$$;--> statement-breakpoint
CREATE TRIGGER "audit_log_guard" BEFORE UPDATE OR DELETE ON "audit_log" FOR EACH ROW EXECUTE FUNCTION "audit_log_guard"();--> statement-breakpoint
CREATE TRIGGER "audit_log_no_truncate" BEFORE TRUNCATE ON "audit_log" FOR EACH STATEMENT EXECUTE FUNCTION "audit_log_guard"();--> statement-breakpoint
-- Deletes the rows older than keep_days (30 at least): the only way audit rows go. SECURITY DEFINER runs it with
-- its owner's rights, so an application role that may only read and insert audit rows can still run retention.
CREATE FUNCTION "tarmac_purge_audit_log"(keep_days integer) RETURNS bigint LANGUAGE plpgsql SECURITY DEFINER
SET search_path = public AS $$
DECLARE
  deleted bigint;
BEGIN
  IF keep_days < 30 THEN
    RAISE EXCEPTION 'audit rows are kept 30 days at least' USING ERRCODE = 'invalid_parameter_value';
  END IF;
  PERFORM set_config('tarmac.audit_retention', 'on', true);
  DELETE FROM audit_log WHERE at < now() - make_interval(days => keep_days);
  GET DIAGNOSTICS deleted = ROW_COUNT;
  PERFORM set_config('tarmac.audit_retention', 'off', true);
  RETURN deleted;
END
$$;--> statement-breakpoint
-- The role an operator gives the account Tarmac connects with when it is not the tables' owner (docs/operations.md):
-- every table's rows, but audit rows only read and added. Made only where the migrating account may make roles.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tarmac_app') THEN
    BEGIN
      CREATE ROLE tarmac_app NOLOGIN;
    EXCEPTION WHEN duplicate_object OR insufficient_privilege THEN
      NULL;
    END;
  END IF;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tarmac_app') THEN
    EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tarmac_app';
    EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tarmac_app';
    EXECUTE 'REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM tarmac_app';
    EXECUTE 'GRANT EXECUTE ON FUNCTION tarmac_purge_audit_log(integer) TO tarmac_app';
    -- the migrations' own journal, which a starting server reads to see that nothing is left to apply
    IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') THEN
      EXECUTE 'GRANT USAGE ON SCHEMA drizzle TO tarmac_app';
      EXECUTE 'GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO tarmac_app';
    END IF;
    -- tables of later migrations, made by the same migrating account
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tarmac_app';
    EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tarmac_app';
  END IF;
END
$$;--> statement-breakpoint
-- Replaces the old and new values of `fields` in the audit rows of the records `ids` of `entity` by '[erased]'
-- (a null value stays null: there was nothing); answers the number of rows changed. SECURITY DEFINER, like
-- tarmac_purge_audit_log, so that a role that may only read and insert audit rows can still erase.
CREATE FUNCTION "tarmac_erase_audit_values"(p_entity text, p_ids integer[], p_fields text[]) RETURNS bigint
LANGUAGE plpgsql SECURITY DEFINER SET search_path = public AS $$
DECLARE
  changed bigint;
BEGIN
  PERFORM set_config('tarmac.audit_erasure', 'on', true);
  UPDATE audit_log a SET changes = (
    SELECT jsonb_object_agg(e.key, CASE WHEN e.key = ANY(p_fields) THEN jsonb_build_object(
      'old', CASE WHEN e.value->'old' IS NULL OR e.value->'old' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END,
      'new', CASE WHEN e.value->'new' IS NULL OR e.value->'new' = 'null'::jsonb THEN 'null'::jsonb ELSE '"[erased]"'::jsonb END
    ) ELSE e.value END)
    FROM jsonb_each(a.changes) AS e
  )
  WHERE a.entity = p_entity AND a.entity_id = ANY(p_ids) AND a.changes ?| p_fields;
  GET DIAGNOSTICS changed = ROW_COUNT;
  PERFORM set_config('tarmac.audit_erasure', 'off', true);
  RETURN changed;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tarmac_app') THEN
    EXECUTE 'GRANT EXECUTE ON FUNCTION tarmac_erase_audit_values(text, integer[], text[]) TO tarmac_app';
  END IF;
END
$$;

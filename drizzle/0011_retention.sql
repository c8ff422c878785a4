DROP INDEX "passengers_flight_name_pnr_key";--> statement-breakpoint
ALTER TABLE "passengers" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "found_bags" ADD COLUMN "personal_data_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "passengers_flight_name_pnr_key" ON "passengers" USING btree ("flight_id","name","pnr") WHERE personal_data_erased_at is null;--> statement-breakpoint
-- Audit rows keep the old and new values of the fields a change touched, personal ones too. When a record's personal
-- data is erased (retention, or a passenger's request), those values in its audit rows are replaced by the marker as
-- well, while the rest of each row (who, when, what, which fields) stays. The guard lets an UPDATE through only inside
-- tarmac_erase_audit_values, which alone sets tarmac.audit_erasure for its transaction, and only when nothing but
-- `changes` differs.
CREATE OR REPLACE FUNCTION "audit_log_guard"() RETURNS trigger LANGUAGE plpgsql AS $$
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

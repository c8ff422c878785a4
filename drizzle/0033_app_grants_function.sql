-- What the account of the role tarmac_app may do (docs/operations.md), in one function the owner runs: here, and
-- after a restore, which loads the tables without their grants (pg_restore --no-privileges: the dump's grants name
-- the original database's roles). A migration that adds a table gives it through the default privileges below; one
-- that adds a function tarmac_app must call grants it here too.
CREATE OR REPLACE FUNCTION "tarmac_grant_app"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'tarmac_app') THEN
    RETURN;
  END IF;
  EXECUTE 'GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO tarmac_app';
  EXECUTE 'GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO tarmac_app';
  EXECUTE 'REVOKE UPDATE, DELETE, TRUNCATE ON audit_log FROM tarmac_app';
  EXECUTE 'GRANT EXECUTE ON FUNCTION tarmac_purge_audit_log(integer) TO tarmac_app';
  EXECUTE 'GRANT EXECUTE ON FUNCTION tarmac_erase_audit_values(text, integer[], text[]) TO tarmac_app';
  -- the migrations' own journal, which a starting server reads to see that nothing is left to apply
  IF EXISTS (SELECT 1 FROM pg_namespace WHERE nspname = 'drizzle') THEN
    EXECUTE 'GRANT USAGE ON SCHEMA drizzle TO tarmac_app';
    EXECUTE 'GRANT SELECT ON ALL TABLES IN SCHEMA drizzle TO tarmac_app';
  END IF;
  -- tables of later migrations, made by the same migrating account
  EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO tarmac_app';
  EXECUTE 'ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO tarmac_app';
END
$$;--> statement-breakpoint
SELECT "tarmac_grant_app"();

ALTER TABLE "baggage_claims" ADD COLUMN "passenger_name" text;--> statement-breakpoint
CREATE INDEX "baggage_claims_passenger_name_trgm_idx" ON "baggage_claims" USING gin ("passenger_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "baggage_claims_open_passenger_name_trgm_idx" ON "baggage_claims" USING gin ("passenger_name" gin_trgm_ops) WHERE status in ('LOST', 'DELAYED');--> statement-breakpoint
-- Each claim carries its passenger's name as passengers holds it, so that the claim search and found-bag matching
-- find claims by that name through the claims' own trigram indexes rather than every passenger bearing it (a common
-- surname is one passenger in thirty). Triggers keep it, whoever writes: the services never set it.
UPDATE "baggage_claims" c SET "passenger_name" = p."name" FROM "passengers" p WHERE p."id" = c."passenger_id";--> statement-breakpoint
-- On a claim: the name of the passenger it names, looked up again whenever the passenger it names is written
-- (also by the foreign key's ON DELETE SET NULL), and whatever a writer put in the column.
CREATE FUNCTION "baggage_claims_passenger_name"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."passenger_name" := (SELECT "name" FROM "passengers" WHERE "id" = NEW."passenger_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "baggage_claims_passenger_name" BEFORE INSERT OR UPDATE OF "passenger_id", "passenger_name"
ON "baggage_claims" FOR EACH ROW EXECUTE FUNCTION "baggage_claims_passenger_name"();--> statement-breakpoint
-- On passengers: a name changed (a correction, or retention's erasure) reaches their claims in the same statement.
-- A statement trigger reads the rows written once, so erasing a day's passengers costs one update of their claims.
CREATE FUNCTION "passengers_name_to_claims"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "baggage_claims" c SET "passenger_name" = n."name"
  FROM new_rows n JOIN old_rows o ON o."id" = n."id"
  WHERE c."passenger_id" = n."id" AND n."name" IS DISTINCT FROM o."name";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "passengers_name_to_claims" AFTER UPDATE ON "passengers"
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "passengers_name_to_claims"();

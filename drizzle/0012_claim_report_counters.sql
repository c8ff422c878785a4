CREATE TABLE "passenger_arrival_daily" (
	"day" date NOT NULL,
	"airport_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "passenger_arrival_daily_day_airport_id_event_type_shard_pk" PRIMARY KEY("day","airport_id","event_type","shard")
);
--> statement-breakpoint
CREATE TABLE "claim_daily" (
	"day" date NOT NULL,
	"airport_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "claim_daily_day_airport_id_event_type_shard_pk" PRIMARY KEY("day","airport_id","event_type","shard")
);
--> statement-breakpoint
CREATE TABLE "daily_counts_zone" (
	"one" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"zone" text,
	CONSTRAINT "daily_counts_zone_one_row" CHECK ("daily_counts_zone"."one")
);
--> statement-breakpoint
ALTER TABLE "flights" ADD COLUMN "passenger_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "baggage_claims" ADD COLUMN "delivered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_daily" ADD CONSTRAINT "claim_daily_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "baggage_claims_delivered_idx" ON "baggage_claims" USING btree ("created_at","arrival_airport","delivered_at") WHERE delivered_at is not null;--> statement-breakpoint
CREATE INDEX "baggage_claims_delayed_since_idx" ON "baggage_claims" USING btree (coalesce("flight_date", ("created_at" at time zone 'UTC')::date)) WHERE status = 'DELAYED';--> statement-breakpoint
-- The reports' figures from data kept as things happen (docs/decisions/038-claim-report-counters.md). First what
-- the rows already say: each flight's passengers, each claim's first delivery. The daily counters need the airport's
-- zone, which only the application knows: the first start builds them (services/daily-counts.ts).
UPDATE "flights" f SET "passenger_count" = p.n
FROM (SELECT "flight_id", count(*)::int AS n FROM "passengers" GROUP BY 1) p
WHERE f."id" = p."flight_id";--> statement-breakpoint
UPDATE "baggage_claims" c SET "delivered_at" = h.first
FROM (SELECT "claim_id", min("created_at") AS first FROM "claim_histories" WHERE "status" = 'DELIVERED' GROUP BY 1) h
WHERE c."id" = h."claim_id";--> statement-breakpoint
INSERT INTO "daily_counts_zone" ("one", "zone") VALUES (true, NULL);--> statement-breakpoint
-- Claims per local day of report, arrival airport and current status, counted in the statement that inserts,
-- changes or deletes them, whoever writes (the services, the demo, a bulk load, a test): statement triggers read
-- the rows written once, so a bulk insert costs one counter statement. The zone's row is read FOR SHARE: while a
-- start in another zone rebuilds the counters it holds that row, and a claim written meanwhile waits, then counts
-- in the new zone. No zone yet (before the first start): nothing is counted, the first start counts it all. Rows
-- are taken in one order (ORDER BY), as the scans' counters are: two claims changing between the same two statuses
-- in opposite directions then queue instead of deadlocking.
CREATE FUNCTION "claim_daily_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  z text;
BEGIN
  SELECT "zone" INTO z FROM "daily_counts_zone" FOR SHARE;
  IF z IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "claim_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT ("created_at" AT TIME ZONE z)::date, "arrival_airport", "status", 0, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "claim_daily"."total" + excluded."total";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "claim_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT ("created_at" AT TIME ZONE z)::date, "arrival_airport", "status", 0, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "claim_daily"."total" + excluded."total";
  ELSE
    -- most updates change no status (contact details, erasure, the first delivery's instant): their sum is zero
    INSERT INTO "claim_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT d, a, s, 0, sum(n) FROM (
      SELECT ("created_at" AT TIME ZONE z)::date AS d, "arrival_airport" AS a, "status" AS s, -1 AS n FROM old_rows
      UNION ALL
      SELECT ("created_at" AT TIME ZONE z)::date, "arrival_airport", "status", 1 FROM new_rows
    ) changed GROUP BY 1, 2, 3 HAVING sum(n) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "claim_daily"."total" + excluded."total";
  END IF;
  -- a count back to zero goes, so that an airport whose claims went can go too (the counters reference it)
  DELETE FROM "claim_daily" c
  USING (SELECT DISTINCT ("created_at" AT TIME ZONE z)::date AS d, "arrival_airport" AS a FROM old_rows) o
  WHERE c."day" = o.d AND c."airport_id" = o.a AND c."total" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "claim_daily_insert" AFTER INSERT ON "baggage_claims" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_daily_count"();--> statement-breakpoint
CREATE TRIGGER "claim_daily_update" AFTER UPDATE ON "baggage_claims" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_daily_count"();--> statement-breakpoint
CREATE TRIGGER "claim_daily_delete" AFTER DELETE ON "baggage_claims" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_daily_count"();--> statement-breakpoint
-- A claim's first delivery, kept from its history: a DELIVERED row added sets it unless an earlier one is there
-- (two desks' transactions may commit out of their start order); a DELIVERED row changed or gone makes the claim
-- look through its rows again (claim_histories_claim_idx).
CREATE FUNCTION "claim_delivered_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "baggage_claims" c SET "delivered_at" = h.first
    FROM (SELECT "claim_id", min("created_at") AS first FROM new_rows WHERE "status" = 'DELIVERED' GROUP BY 1) h
    WHERE c."id" = h."claim_id" AND (c."delivered_at" IS NULL OR c."delivered_at" > h.first);
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    UPDATE "baggage_claims" c SET "delivered_at" = (
      SELECT min(h."created_at") FROM "claim_histories" h WHERE h."claim_id" = c."id" AND h."status" = 'DELIVERED')
    WHERE c."id" IN (SELECT "claim_id" FROM old_rows WHERE "status" = 'DELIVERED');
    RETURN NULL;
  END IF;
  -- an update that leaves claim, status and instant as they were (a note erased) changes nothing here
  UPDATE "baggage_claims" c SET "delivered_at" = (
    SELECT min(h."created_at") FROM "claim_histories" h WHERE h."claim_id" = c."id" AND h."status" = 'DELIVERED')
  WHERE c."id" IN (
    SELECT unnest(ARRAY[o."claim_id", n."claim_id"]) FROM old_rows o JOIN new_rows n ON n."id" = o."id"
    WHERE (o."status" = 'DELIVERED' OR n."status" = 'DELIVERED')
      AND (o."claim_id", o."status", o."created_at") IS DISTINCT FROM (n."claim_id", n."status", n."created_at"));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "claim_delivered_insert" AFTER INSERT ON "claim_histories" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_delivered_at"();--> statement-breakpoint
CREATE TRIGGER "claim_delivered_update" AFTER UPDATE ON "claim_histories" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_delivered_at"();--> statement-breakpoint
CREATE TRIGGER "claim_delivered_delete" AFTER DELETE ON "claim_histories" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "claim_delivered_at"();--> statement-breakpoint
-- A flight's passengers, kept in the statement that adds, moves or removes them (one form, one manifest, a bulk
-- load, a flight's deletion: its passengers go with it and there is no flight left to count them). Erasing a
-- passenger's personal data keeps the passenger, and the count.
CREATE FUNCTION "flight_passenger_count"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE "flights" f SET "passenger_count" = f."passenger_count" + p.n
    FROM (SELECT "flight_id", count(*)::int AS n FROM new_rows GROUP BY 1) p WHERE f."id" = p."flight_id";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "flights" f SET "passenger_count" = f."passenger_count" - p.n
    FROM (SELECT "flight_id", count(*)::int AS n FROM old_rows GROUP BY 1) p WHERE f."id" = p."flight_id";
  ELSE
    UPDATE "flights" f SET "passenger_count" = f."passenger_count" + p.n
    FROM (
      SELECT flight, sum(n)::int AS n FROM (
        SELECT o."flight_id" AS flight, -1 AS n FROM old_rows o JOIN new_rows m ON m."id" = o."id" WHERE m."flight_id" <> o."flight_id"
        UNION ALL
        SELECT m."flight_id", 1 FROM old_rows o JOIN new_rows m ON m."id" = o."id" WHERE m."flight_id" <> o."flight_id"
      ) moved GROUP BY 1
    ) p WHERE f."id" = p.flight;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "flight_passenger_count_insert" AFTER INSERT ON "passengers" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "flight_passenger_count"();--> statement-breakpoint
CREATE TRIGGER "flight_passenger_count_update" AFTER UPDATE ON "passengers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "flight_passenger_count"();--> statement-breakpoint
CREATE TRIGGER "flight_passenger_count_delete" AFTER DELETE ON "passengers" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "flight_passenger_count"();
--> statement-breakpoint
-- Passengers per local day of arrival and arrival airport (0: none), from the flights' passenger_count: a flight
-- whose count, arrival time or arrival airport changes moves its passengers from one day's row to another's; a
-- flight deleted takes its passengers off (their own deletion then finds no flight to count down). The zone as for
-- the claims.
CREATE FUNCTION "passenger_arrival_daily_count"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  z text;
BEGIN
  SELECT "zone" INTO z FROM "daily_counts_zone" FOR SHARE;
  IF z IS NULL THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "passenger_arrival_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT ("arrival_time" AT TIME ZONE z)::date, coalesce("arrival_airport", 0), 'PASSENGERS', 0, sum("passenger_count")
    FROM new_rows WHERE "passenger_count" <> 0 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "passenger_arrival_daily"."total" + excluded."total";
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "passenger_arrival_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT ("arrival_time" AT TIME ZONE z)::date, coalesce("arrival_airport", 0), 'PASSENGERS', 0, -sum("passenger_count")
    FROM old_rows WHERE "passenger_count" <> 0 GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "passenger_arrival_daily"."total" + excluded."total";
  ELSE
    -- most updates move nobody (a status, a departure time): their sum is zero
    INSERT INTO "passenger_arrival_daily" ("day", "airport_id", "event_type", "shard", "total")
    SELECT d, a, 'PASSENGERS', 0, sum(n) FROM (
      SELECT ("arrival_time" AT TIME ZONE z)::date AS d, coalesce("arrival_airport", 0) AS a, -"passenger_count" AS n FROM old_rows
      UNION ALL
      SELECT ("arrival_time" AT TIME ZONE z)::date, coalesce("arrival_airport", 0), "passenger_count" FROM new_rows
    ) changed GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2
    ON CONFLICT ("day", "airport_id", "event_type", "shard") DO UPDATE SET "total" = "passenger_arrival_daily"."total" + excluded."total";
  END IF;
  DELETE FROM "passenger_arrival_daily" c
  USING (SELECT DISTINCT ("arrival_time" AT TIME ZONE z)::date AS d, coalesce("arrival_airport", 0) AS a FROM old_rows) o
  WHERE c."day" = o.d AND c."airport_id" = o.a AND c."total" = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "passenger_arrival_daily_insert" AFTER INSERT ON "flights" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "passenger_arrival_daily_count"();--> statement-breakpoint
CREATE TRIGGER "passenger_arrival_daily_update" AFTER UPDATE ON "flights" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "passenger_arrival_daily_count"();--> statement-breakpoint
CREATE TRIGGER "passenger_arrival_daily_delete" AFTER DELETE ON "flights" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "passenger_arrival_daily_count"();

CREATE TABLE "freight_event_daily" (
	"day" date NOT NULL,
	"airport_id" integer NOT NULL,
	"event_type" text NOT NULL,
	"shard" smallint NOT NULL,
	"total" integer NOT NULL,
	CONSTRAINT "freight_event_daily_day_airport_id_event_type_shard_pk" PRIMARY KEY("day","airport_id","event_type","shard")
);
--> statement-breakpoint
ALTER TABLE "freight_event_daily" ADD CONSTRAINT "freight_event_daily_airport_id_airports_id_fk" FOREIGN KEY ("airport_id") REFERENCES "public"."airports"("id") ON DELETE no action ON UPDATE no action;
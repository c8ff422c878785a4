CREATE TABLE "bpm_publications" (
	"exchange" text PRIMARY KEY NOT NULL,
	"after" bigint NOT NULL,
	"holder" text,
	"leased_until" timestamp with time zone,
	"published_at" timestamp with time zone
);

CREATE TABLE "auth_throttle" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_throttle_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
DROP TABLE "login_failures" CASCADE;--> statement-breakpoint
CREATE INDEX "auth_throttle_expires_idx" ON "auth_throttle" USING btree ("expires_at");
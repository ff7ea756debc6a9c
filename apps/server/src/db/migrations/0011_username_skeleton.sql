-- Usernames in NFKC (issue 21): names stored before the form normalised them ("ａｌｉｃｅ") are rewritten, unless the
-- rewritten name is another user's already (case aside): that one keeps its spelling and its null skeleton below.
UPDATE "users" AS u SET "username" = normalize(u."username", NFKC)
WHERE u."username" IS NOT NFKC NORMALIZED
  AND NOT EXISTS (SELECT 1 FROM "users" AS o WHERE o."id" <> u."id" AND lower(o."username") = lower(normalize(u."username", NFKC)));--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "username_skeleton" text;--> statement-breakpoint
-- The skeleton of plain ASCII names, as shared usernameSkeleton makes it (lowered; 1, | and i → l; 0 → o; rn → m;
-- vv → w), for the first user of each skeleton in a company. Non-ASCII names (their look-alike table is JavaScript's)
-- and later look-alikes made before the check stay null: the check reads those rows and skeletons them itself.
WITH computed AS (
  SELECT "id", "company_id",
    replace(replace(translate(lower("username"), '1|i0', 'lllo'), 'rn', 'm'), 'vv', 'w') AS skeleton
  FROM "users" WHERE "username" ~ '^[ -~]*$'
), firsts AS (
  SELECT "id", skeleton, row_number() OVER (PARTITION BY "company_id", skeleton ORDER BY "id") AS n FROM computed
)
UPDATE "users" SET "username_skeleton" = firsts.skeleton FROM firsts WHERE firsts."id" = "users"."id" AND firsts.n = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_username_skeleton_idx" ON "users" USING btree ("company_id","username_skeleton");

import { z } from 'zod';
import { COMPANY_FEATURE_FLAGS } from '../auth/features';
import { TEXT_LIMITS } from '../text/schemas';

/*
 * The wire contract of a company's deletion (spec/1 §2 `/delete-company/{company}?user`, spec/3 §1): the superuser's
 * recap and the typed confirmation. The administrator's request (DELETE my-company/) has no body.
 */

/** DELETE /api/company/{id}/: the name as the superuser typed it; it must equal the company's name. */
export const CompanyDeleteBody = z.object({ name: z.string().max(TEXT_LIMITS.name) }).strict();
export type CompanyDeleteBody = z.infer<typeof CompanyDeleteBody>;

/** GET /api/company/{id}/: the company, who asked for its deletion, and the rows it holds by table. */
export const CompanyDeletionRecap = z.object({
  id: z.number(),
  name: z.string(),
  hostname: z.string(),
  created: z.string(),
  is_active: z.boolean(),
  is_trial_period: z.boolean(),
  trial_period_end: z.string().nullable(),
  flags: z.object(COMPANY_FEATURE_FLAGS),
  user_count: z.number(),
  deletion_requested_at: z.string().nullable(),
  requester: z
    .object({
      id: z.number(),
      username: z.string(),
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
      phone: z.string().nullable(),
    })
    .nullable(),
  /** Rows by table (the database's table names), the empty ones left out; files count their bytes too. */
  data: z.array(z.object({ table: z.string(), rows: z.number() })),
  files_bytes: z.number(),
});
export type CompanyDeletionRecap = z.infer<typeof CompanyDeletionRecap>;

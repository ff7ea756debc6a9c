import { z } from 'zod';
import { isMessageCode } from '../../errors/catalogue';

/*
 * The wire contract of the employee CSV import (spec/3 §7 EmployeeCSVFile): POST the file (multipart, field `file`)
 * → the warnings, the number of accounts to create and the cache id; PUT /employee-csv-file/{cache_id}/ → what was
 * created. The web's types are their `z.infer`.
 */

/** A warning or an error of the import: its line (1 = the header), its column and a coded message. */
export const EmployeeCsvWarningOut = z.object({
  line: z.number().int(),
  column: z.string(),
  code: z.string().refine(isMessageCode),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
export type EmployeeCsvWarningOut = z.infer<typeof EmployeeCsvWarningOut>;

/** The checked file. */
export const EmployeeCsvCheckOut = z.object({
  warnings: z.array(EmployeeCsvWarningOut),
  /** How many accounts Finalize would create: the lines without a warning. */
  users_count: z.number().int(),
  cache_id: z.string(),
});
export type EmployeeCsvCheckOut = z.infer<typeof EmployeeCsvCheckOut>;

/** The import's id in a path: the random token the check returned. */
export const EmployeeCsvCacheParams = z.object({
  cache_id: z
    .string()
    .max(64)
    .regex(/^[A-Za-z0-9_-]{16,64}$/),
});

/** Finalize: how many were created, and the lines that could no longer be (taken meanwhile…). */
export const EmployeeCsvFinalizeOut = z.object({
  created: z.number().int(),
  errors: z.array(EmployeeCsvWarningOut),
});
export type EmployeeCsvFinalizeOut = z.infer<typeof EmployeeCsvFinalizeOut>;

import { z } from 'zod';
import { queryIdSchema } from '../ids';
import { TEXT_LIMITS } from '../text/schemas';

/*
 * The wire contract of the public information routes (about box, terms of use, the login page's company name and
 * logo): the server validates and serializes with these, the web's types are their `z.infer`.
 */

/** GET /api/info/: the product version. */
export const InfoOut = z.object({ version: z.string() });
export type InfoOut = z.infer<typeof InfoOut>;

/** GET /api/cgu/: the terms of use in one language, French when none is asked. */
export const CguQuery = z.object({ lang: z.enum(['fr', 'en']).default('fr') });
/** Plain text, paragraphs separated by blank lines. */
export const CguOut = z.object({ content: z.string() });
export type CguOut = z.infer<typeof CguOut>;

/** GET /api/company-icon/: the company reached at a host name, as the browser's address bar has it. */
export const CompanyIconQuery = z.object({
  hostname: z.string().trim().toLowerCase().min(1).max(TEXT_LIMITS.hostname),
});
export const CompanyIconOut = z.object({ name: z.string(), logo_url: z.string().nullable() });
export type CompanyIconOut = z.infer<typeof CompanyIconOut>;

/** GET /api/company-logo/{companyId}/. */
export const CompanyLogoParams = z.object({ companyId: queryIdSchema });

/** `?v=` of an image's address: the stored file it names (the address changes with every upload). */
export const ImageVersionQuery = z.object({ v: queryIdSchema.optional() });

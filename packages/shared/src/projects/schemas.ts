import { z } from 'zod';
import { idSchema, queryIdSchema } from '../ids';
import { PageQuery, queryBoolean } from '../lists/schemas';
import { ProjectBudgetInput } from '../project-summaries/schemas';
import { plainText, TEXT_LIMITS } from '../text/schemas';
import { PROJECT_MESSAGES, PROJECT_VISIBILITIES } from './rules';

/** The lengths of spec/3 §3 "Customer" and "Project". */
export const CUSTOMER_LIMITS = { name: 60, nickname: 5, address: 200, city: 60, country: 60, zip_code: 25 } as const;
export const PROJECT_LIMITS = { name: 60, nickname: 9 } as const;
/** The most members a project's list of users takes in one PUT. */
export const PROJECT_MEMBERS_MAX = 1000;

const ALL_FIELDS = 'Please complete all fields !';
const FIELD_REQUIRED = 'This field is required.';

/** An optional one-line text: empty or absent is null. */
const optionalText = (max: number) =>
  plainText(max)
    .nullish()
    .transform((v) => v || null);

export const CustomerInput = z.object({
  name: plainText(CUSTOMER_LIMITS.name, { message: FIELD_REQUIRED }).min(1, { error: FIELD_REQUIRED }),
  /** Shown on project buttons (spec/1 §9): upper case, at most 5 characters. */
  nickname: optionalText(CUSTOMER_LIMITS.nickname).transform((v) => v?.toUpperCase() ?? null),
  address: optionalText(CUSTOMER_LIMITS.address),
  city: optionalText(CUSTOMER_LIMITS.city),
  country: optionalText(CUSTOMER_LIMITS.country),
  zip_code: optionalText(CUSTOMER_LIMITS.zip_code),
  actif: z.boolean().default(true),
});
export type CustomerInput = z.input<typeof CustomerInput>;
/** The body as the server reads it (defaults and transforms applied). */
export type CustomerData = z.output<typeof CustomerInput>;

export const CustomerOut = z.object({
  id: z.number(),
  name: z.string(),
  nickname: z.string().nullable(),
  address: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  zip_code: z.string().nullable(),
  actif: z.boolean(),
  /** Its projects, inactive ones included: a customer with any cannot be deleted. */
  nb_project: z.number(),
});
export type CustomerOut = z.infer<typeof CustomerOut>;

/** GET customer/: `actif` (alias `enable`) keeps the active or inactive ones; `for_me` those holding a project the user may pick. */
export const CustomerListQuery = PageQuery.extend({
  name: plainText(TEXT_LIMITS.search).optional(),
  actif: queryBoolean.optional(),
  enable: queryBoolean.optional(),
  for_me: queryBoolean.optional(),
});
export type CustomerListQuery = z.infer<typeof CustomerListQuery>;

/**
 * POST and PUT project/. The colour is the server's (rules.ts `projectColor`). A customer's project needs a service;
 * one without customer is a company project. An employee without the back office sends only `name` (and `owner`,
 * themselves): the project is then private to them and blue (spec/1 §5).
 */
export const ProjectInput = z
  .object({
    name: plainText(PROJECT_LIMITS.name, { message: ALL_FIELDS }).min(1, { error: ALL_FIELDS }),
    nickname: optionalText(PROJECT_LIMITS.nickname),
    visibility: z.enum(PROJECT_VISIBILITIES, { error: ALL_FIELDS }).default('public'),
    actif: z.boolean().default(true),
    chargeable: z.boolean().default(true),
    customer: idSchema.nullish().transform((v) => v ?? null),
    service: idSchema.nullish().transform((v) => v ?? null),
    /** Default: the user who creates it. */
    owner: idSchema.nullish().transform((v) => v ?? null),
    /** The budget in man-days and its optional end date (issue 27, project-summaries/schemas.ts). */
    ...ProjectBudgetInput.shape,
  })
  .refine((p) => p.customer === null || p.service !== null, {
    error: PROJECT_MESSAGES.service_mandatory,
    path: ['service'],
  });
export type ProjectInput = z.input<typeof ProjectInput>;
/** The body as the server reads it (defaults and transforms applied). */
export type ProjectData = z.output<typeof ProjectInput>;

export const ProjectOut = z.object({
  id: z.number(),
  name: z.string(),
  nickname: z.string().nullable(),
  actif: z.boolean(),
  chargeable: z.boolean(),
  color: z.string(),
  visibility: z.enum(PROJECT_VISIBILITIES),
  owner: z.number().nullable(),
  /** The owner's first and last names. */
  user_name: z.string().nullable(),
  customer: z.number().nullable(),
  customer_model: z.object({ name: z.string(), nickname: z.string().nullable() }).nullable(),
  service: z.number().nullable(),
  service_model: z.object({ name: z.string() }).nullable(),
  /** The people working on it (project_members): while there are any, it cannot be deleted. */
  nb_user: z.number(),
  /** Whether a mission order names it (spec/3 §3), and for how many people: the customer's projects table shows it. */
  has_mission_order: z.boolean(),
  users_with_mission_order: z.number(),
  /** Whether activities name it (spec/3 §3): it then cannot be deleted, and the summaries count its days. */
  is_on_activity: z.boolean(),
  last_used_date: z.string().nullable(),
  created_on: z.string(),
  /** The budget in man-days (null: none) and its end date (issue 27). */
  budget_days: z.number().nullable(),
  end_date: z.string().nullable(),
});
export type ProjectOut = z.infer<typeof ProjectOut>;

/**
 * GET project/: `for_orphan` the company projects (no customer); `can_see` only those the user may see even from the
 * back office; `for_me` what a picker offers them (active, seen, no idle open activity).
 */
export const ProjectListQuery = PageQuery.extend({
  customer: queryIdSchema.optional(),
  name: plainText(TEXT_LIMITS.search).optional(),
  actif: queryBoolean.optional(),
  service: queryIdSchema.optional(),
  visibility: z.enum(PROJECT_VISIBILITIES).optional(),
  for_orphan: queryBoolean.optional(),
  for_me: queryBoolean.optional(),
  can_see: queryBoolean.optional(),
});
export type ProjectListQuery = z.infer<typeof ProjectListQuery>;

/** PUT project/{id}/members/: the whole list of the people working on it. */
export const ProjectMembersInput = z.object({
  users: z.array(idSchema).max(PROJECT_MEMBERS_MAX),
});
export type ProjectMembersInput = z.infer<typeof ProjectMembersInput>;

export const ProjectMemberOut = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  username: z.string(),
});
export type ProjectMemberOut = z.infer<typeof ProjectMemberOut>;

/** GET and PUT project/{id}/members/: the people working on it, by name. */
export const ProjectMembersOut = z.array(ProjectMemberOut);

import { z } from 'zod';
import { PLATFORM_MESSAGES } from '../errors/platform';
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES } from '../files/limits';
import { idSchema, queryIdSchema } from '../ids';
import { multilineText, plainText, TEXT_LIMITS } from '../text/schemas';
import { SERVICE_MESSAGES } from './messages';

/*
 * The wire contract of the services administration (spec/3 §3 "Service", "Service attachment", §7 "Services"): the
 * server validates and serializes with these, the web's types are their `z.infer` and its form checks `ServiceIn`.
 * The list's query and row (`ServiceListQuery`, `ServiceOut`) live with the directory in `users/schemas.ts`.
 */

/**
 * Who may manage a service: the roles that validate leaves (a manager decides on the members' leaves; hr and
 * administrator decide on everybody's already). docs/decisions/employees-and-services.md "Who may manage a service".
 */
export const SERVICE_MANAGER_ROLES = ['manager', 'hr', 'administrator'] as const;

/** Whether a person may manage a service: active, and holding one of SERVICE_MANAGER_ROLES (server and form alike). */
export const canManageService = (person: { is_active: boolean; roles: readonly string[] }) =>
  person.is_active && person.roles.some((r) => (SERVICE_MANAGER_ROLES as readonly string[]).includes(r));

/** The members one service may hold in one request (the transfer lists send them all). */
export const SERVICE_MEMBERS_MAX = 5_000; // the text of SERVICE_MESSAGES.tooManyMembers says it

/** The spec's message for a missing name or title: "Please complete all fields !". */
const required = { error: PLATFORM_MESSAGES.all_fields_required };

/** POST and PUT /api/service/: the service page's fields, its members included. */
export const ServiceIn = z
  .object({
    name: plainText(TEXT_LIMITS.name, { message: PLATFORM_MESSAGES.all_fields_required }).min(1, required),
    manager: idSchema.nullable().default(null),
    assistant: idSchema.nullable().default(null),
    members: z.array(idSchema).max(SERVICE_MEMBERS_MAX, { error: SERVICE_MESSAGES.tooManyMembers }).default([]),
    /** Members see each other's leaves in the calendar (when the service hides them from the rest of the company). */
    share_members_visibility: z.boolean().default(true),
    /** Everybody in the company sees the members' accepted leaves in the calendar. */
    share_leaves_visibility: z.boolean().default(true),
  })
  .refine((s) => s.assistant === null || s.assistant !== s.manager, {
    error: SERVICE_MESSAGES.sameManagerAssistant,
    path: ['assistant'],
  })
  .refine((s) => s.assistant === null || s.manager !== null, {
    error: SERVICE_MESSAGES.assistantNeedsManager,
    path: ['assistant'],
  });
export type ServiceIn = z.input<typeof ServiceIn>;

/** A person as the service page shows them in its selectors and transfer lists. */
export const ServicePerson = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  is_active: z.boolean(),
});
export type ServicePerson = z.infer<typeof ServicePerson>;

/** GET /api/service/{id}/: the service with its members. */
export const ServiceDetailOut = z.object({
  id: z.number(),
  name: z.string(),
  manager: z.number().nullable(),
  assistant: z.number().nullable(),
  share_members_visibility: z.boolean(),
  share_leaves_visibility: z.boolean(),
  members: z.array(ServicePerson),
});
export type ServiceDetailOut = z.infer<typeof ServiceDetailOut>;

/** POST /api/service/{id}/member/: one person joins the service. */
export const ServiceMemberIn = z.object({ user: idSchema });
export type ServiceMemberIn = z.infer<typeof ServiceMemberIn>;

/** DELETE /api/service/{id}/member/{userId}/ and the attachment routes: the service and the second record. */
export const ServiceMemberParams = z.object({
  id: queryIdSchema,
  userId: queryIdSchema,
});
export const ServiceAttachmentParams = z.object({
  id: queryIdSchema,
  attachmentId: queryIdSchema,
});

/** A service attachment (spec/3 §3): never the internal columns (company and file ids). */
export const ServiceAttachmentOut = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string(),
  /** The file's name as uploaded. */
  short_name: z.string(),
  size: z.number(),
  content_type: z.string(),
  creator: z.number().nullable(),
  author: z.object({ username: z.string() }).nullable(),
  created: z.string(),
  modified: z.string(),
});
export type ServiceAttachmentOut = z.infer<typeof ServiceAttachmentOut>;

/** A service attachment's file: PDF or image, at most 5,242,880 bytes (spec/3 §5 "File size exceeds 5Mo."). */
export const SERVICE_ATTACHMENT_MAX_BYTES = ATTACHMENT_MAX_BYTES;
export const SERVICE_ATTACHMENT_TYPES: readonly string[] = ATTACHMENT_TYPES;

/** The text fields of the multipart upload (title, description; attachment_file is the file part). */
export const ServiceAttachmentText = z.object({
  title: plainText(TEXT_LIMITS.title, { message: PLATFORM_MESSAGES.all_fields_required }).min(1, required),
  description: multilineText(TEXT_LIMITS.longText).default(''),
});
export type ServiceAttachmentText = z.infer<typeof ServiceAttachmentText>;

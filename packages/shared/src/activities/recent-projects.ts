import { z } from 'zod';

/**
 * The project picker's "recent" group (issue 25): the projects of the user's own activities of the last
 * RECENT_PROJECTS_DAYS days that the picker still offers them, the latest used first, at most RECENT_PROJECTS_MAX.
 */
export const RECENT_PROJECTS_MAX = 6;
export const RECENT_PROJECTS_DAYS = 90;

/** GET activity/recent-projects/. */
export const RecentProjectsOut = z.object({
  results: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        customer_name: z.string().nullable(),
        /** The last day of the user's latest activity on it. */
        last_used: z.string(),
      }),
    )
    // Bounded by the answer itself, not by a `limit` (the OpenAPI bounds check reads this maximum).
    .max(RECENT_PROJECTS_MAX),
});
export type RecentProjectsOut = z.infer<typeof RecentProjectsOut>;

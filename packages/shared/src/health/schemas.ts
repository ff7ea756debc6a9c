import { z } from 'zod';

/*
 * The wire contract of the probes (GET /api/health/ and /api/health/live/): public, for a load balancer or an
 * orchestrator; the server serializes with these.
 */

/** Readiness: 200 when the database answers and every migration is applied, 503 (same shape) otherwise. */
export const HealthOut = z.object({
  status: z.enum(['ok', 'unavailable']),
  live: z.literal(true),
  ready: z.boolean(),
  database: z.enum(['ok', 'unreachable']),
  migrations: z.enum(['applied', 'pending', 'unknown']),
});
export type HealthOut = z.infer<typeof HealthOut>;

/** Liveness: always this while the process serves HTTP, whatever the database does. */
export const LiveOut = z.object({ status: z.literal('ok'), live: z.literal(true) });
export type LiveOut = z.infer<typeof LiveOut>;

import { z } from 'zod';
import type { SessionUser } from '../../platform/sessions';

/**
 * User settings by section (spec/1 §3): each section has its schema and its defaults.
 * Modules add their section here (time tracking's `track_remind` comes with its module).
 */
export const PREFERENCE_SECTIONS = {
  general: {
    schema: z.object({ should_display_welcome_modal: z.boolean() }).partial().strict(),
    // The welcome tour is shown until the user closes it once.
    defaults: (_user: SessionUser) => ({ should_display_welcome_modal: true }),
  },
} as const;
export type PreferenceSection = keyof typeof PREFERENCE_SECTIONS;

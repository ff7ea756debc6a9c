import { type GeneralPreferences, type PreferenceSection, preferencesPatch } from '@staff/shared';
import type { SessionUser } from '../../platform/sessions';

/**
 * User settings by section (spec/1 §3): the shapes are the shared `PREFERENCE_SECTIONS`; here are each section's
 * body schema and its defaults. Modules add their section here (time tracking's `track_remind` comes with its module).
 */
export const PREFERENCE_SECTIONS = {
  general: {
    schema: preferencesPatch('general'),
    // The welcome tour is shown until the user closes it once.
    defaults: (_user: SessionUser): GeneralPreferences => ({ should_display_welcome_modal: true }),
  },
} as const satisfies Record<PreferenceSection, unknown>;

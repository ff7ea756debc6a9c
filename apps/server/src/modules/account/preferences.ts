import {
  type GeneralPreferences,
  type PreferenceSection,
  preferencesPatch,
  type TimeTrackingPreferences,
} from '@staff/shared';
import type { SessionUser } from '../../platform/sessions';

/**
 * User settings by section (spec/1 §3): the shapes are the shared `PREFERENCE_SECTIONS`; here are each section's
 * body schema and its defaults. Modules add their section here.
 */
export const PREFERENCE_SECTIONS = {
  general: {
    schema: preferencesPatch('general'),
    // The welcome tour is shown until the user closes it once.
    defaults: (_user: SessionUser): GeneralPreferences => ({ should_display_welcome_modal: true }),
  },
  time_tracking: {
    schema: preferencesPatch('time_tracking'),
    // No reminder until the user chooses an interval (spec/2 §2.2 "Settings").
    defaults: (_user: SessionUser): TimeTrackingPreferences => ({ track_remind: null }),
  },
} as const satisfies Record<PreferenceSection, unknown>;

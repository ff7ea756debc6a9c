import { FEATURE_DISABLED_MESSAGE } from '../auth/features';

/**
 * The platform's messages (sessions, access, uploads, the request itself), by code: the spec's English words where it
 * gives them. Each code is also the error body's `code` unless a route says otherwise.
 */
export const PLATFORM_MESSAGES = {
  not_found: 'Not found.',
  permission_denied: 'You do not have permission to perform this action.',
  not_authenticated: 'Authentication credentials were not provided.',
  session_expired: 'Your session has been lost, please reconnect to continue.',
  company_inactive: 'This company is not active.',
  trial_expired: 'It looks like your trial version has expired. Upgrade to a paid version to continue.',
  feature_disabled: FEATURE_DISABLED_MESSAGE,
  csrf_cross_site: 'CSRF Failed: cross-site request refused.',
  csrf_token: 'CSRF Failed: CSRF token missing or incorrect.',
  invalid_credentials: 'Authentication failed for {username}: username/password rejected by server.',
  too_many_attempts: 'Too many failed sign-in attempts. Try again in {minutes} minute(s).',
  invalid_token: 'This link is invalid or has expired.',
  wrong_password: 'Your passwords are incorrect.',
  password_not_changeable: 'You cannot change your password.',
  password_not_yours: 'You can only change your own password.',
  file_too_large: 'File size exceeds 5Mo.',
  image_too_large: 'Image size exceeds 5Mo.',
  csv_too_large: 'File size exceeds 1Mo.',
  file_required: 'Please choose a file.',
  file_type_refused: 'This type of file is not accepted.',
  unsupported_media_type: 'Unsupported media type.',
  body_empty: 'The request body is empty.',
  body_not_json: 'The request body is not valid JSON.',
  multipart_unreadable: 'The multipart body could not be read.',
  /** Issue 21: the upload form's mistakes, each said of the field it concerns (platform/files/upload-form.ts). */
  multipart_expected: 'Send the file as a multipart form.',
  file_empty: 'The file is empty.',
  file_one_only: 'Send one file only.',
  field_unexpected: 'This field is not expected here.',
  url_too_long: 'This address is too long.',
  url_invalid: 'This address is not valid.',
  ordering_unknown: 'Unknown ordering field "{term}".',
  ordering_unknown_field: 'Unknown field "{term}".',
  invalid_value: 'Invalid value.',
  all_fields_required: 'Please complete all fields !',
  field_required: 'This field is required.',
  service_unavailable: 'The service is temporarily unavailable. Please try again in a moment.',
  database_invalid: 'A value is invalid or out of range.',
  database_conflict: 'This change conflicts with another one made at the same time. Please reload and try again.',
  internal: 'Internal server error',
} as const;

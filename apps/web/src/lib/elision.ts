import { frenchDe } from '@staff/shared';
import type { i18n as I18n } from 'i18next';

/**
 * Registers the product's interpolation formatters on an i18next instance: `{{name, de}}` is "de"/"d'" and the name
 * in French (`le congé {{name, de}}`: "d'Alice Martin", "de Hugo"; the rule is @staff/shared's frenchDe), the bare
 * name in any other language (an English text says "of {{name}}" itself).
 */
export function addNameFormatters(instance: I18n): void {
  instance.services.formatter?.add('de', (value: unknown, lng: string | undefined) =>
    lng?.startsWith('fr') ? frenchDe(String(value)) : String(value),
  );
}

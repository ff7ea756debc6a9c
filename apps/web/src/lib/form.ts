import { type ChangeEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from './api';
import { describeFieldErrors, translateMessage } from './messages';
import { notifyError } from './notify';

/** What the shared Zod schemas offer, typed structurally so the web app needs no direct zod import. */
type SafeParse<Out> = (
  value: unknown,
) => { success: true; data: Out } | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };

type Errors<V> = Partial<Record<keyof V & string, string>>;

/**
 * A form validated by one of the shared schemas (ARCHITECTURE: "the same schema validates the form in the browser and
 * the body on the server"). Errors are kept in English as the schema and server give them and translated on display.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: { safeParse: SafeParse<Out> },
  initial: V,
) {
  const { t } = useTranslation();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});

  function setValue<K extends keyof V & string>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  /** Puts a message on one field (already translated, or one of the known English messages). */
  function setError<K extends keyof V & string>(name: K, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /** Props for a Mantine text input bound to one field. */
  function textInput<K extends keyof V & string>(name: K) {
    return {
      name,
      value: (values[name] ?? '') as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.currentTarget.value as V[K]),
      error: errors[name] ? translateMessage(t, errors[name]) : undefined,
    };
  }

  /** The parsed values, or null after showing the first message of each invalid field. */
  function validate(): Out | null {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    const next: Errors<V> = {};
    for (const issue of result.error.issues) {
      const name = String(issue.path[0] ?? '') as keyof V & string;
      next[name] ??= issue.message;
    }
    setErrors(next);
    return null;
  }

  /** The server is the truth: its field errors go on the fields; those no field shows go to a toast. True if any. */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || Object.keys(error.fields).length === 0) return false;
    const next: Errors<V> = {};
    const orphans: Record<string, string[]> = {};
    for (const [name, messages] of Object.entries(error.fields)) {
      if (name in values && messages[0]) next[name as keyof V & string] = messages[0];
      else orphans[name] = messages;
    }
    setErrors(next);
    for (const line of describeFieldErrors(t, orphans)) notifyError(line);
    return true;
  }

  return { values, setValue, setValues, errors, setError, textInput, validate, showServerErrors };
}

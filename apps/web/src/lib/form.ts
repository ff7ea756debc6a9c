import { DATE_MAX, DATE_MIN } from '@staff/shared';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDatePickerLabels } from '../components/datePickerLabels';
import { ApiError } from './api';
import { DATE_FORMAT } from './dates';
import { translateIssue, translateMessage } from './issueMessages';
import { describeError, translatedFields } from './messages';

/** What the shared Zod schemas offer, typed structurally so the web app needs no direct zod import. */
type SafeParse<Out> = (value: unknown) =>
  | { success: true; data: Out }
  | {
      success: false;
      error: { issues: { path: PropertyKey[]; message: string; code?: string; maximum?: unknown; origin?: unknown }[] };
    };

type Name<V> = keyof V & string;
type Errors<V> = Partial<Record<Name<V>, string>>;

export type SchemaFormOptions<V> = {
  /** Every input read-only (filled), no submit: a record the user may see but not change. */
  readOnly?: boolean;
  /** The form field that shows a schema issue or a server field error (default: its first segment, when a field). */
  fieldOf?: (path: string) => Name<V> | null;
  /** Fields whose messages read better in the form-level alert; the field itself is only outlined red. */
  summarized?: readonly string[];
};

/** Statuses the API client handles itself (back to the sign-in page, with its own toast). */
const SESSION_STATUSES = new Set([401, 419, 440]);

/**
 * A form validated by one of the shared schemas (ARCHITECTURE: "the same schema validates the form in the browser and
 * the body on the server"). It holds the values, the message of each field, and the form-level messages (the server's
 * `detail` when no field is named, the field errors no input shows) that `<FormErrors form={form} />` shows at the
 * top. Messages are kept as the schema and server give them (English) and translated on display. apps/web/README.md
 * "Forms" walks through it with the leave form.
 */
export function useSchemaForm<V extends Record<string, unknown>, Out>(
  schema: { safeParse: SafeParse<Out> },
  initial: V,
  options: SchemaFormOptions<V> = {},
) {
  const { t, i18n } = useTranslation();
  const ariaLabels = useDatePickerLabels();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Errors<V>>({});
  const [formErrors, setFormErrors] = useState<string[]>([]);
  const readOnly = !!options.readOnly;
  const summarized = new Set(options.summarized ?? []);
  const fieldOf = options.fieldOf ?? ((path: string) => (path in initial ? (path as Name<V>) : null));

  /** Local schemas may give a translation key; shared schemas and the server give the spec's English words. */
  const say = (message: string) => (i18n.exists(message) ? t(message) : translateMessage(t, message));

  /** Clears the messages of these fields and the form-level ones (the user is correcting). */
  function clearErrors(...names: Name<V>[]) {
    setErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return next;
    });
    setFormErrors([]);
  }

  function setValue<K extends Name<V>>(name: K, value: V[K]) {
    setValues((current) => ({ ...current, [name]: value }));
    clearErrors(name);
  }

  /** Several fields at once (a date that fills another), from the current values. */
  function update(change: (current: V) => Partial<V>) {
    setValues((current) => ({ ...current, ...change(current) }));
    setFormErrors([]);
  }

  /** Puts a message on one field (a translation key, or a message of the schemas or the server). */
  function setError<K extends Name<V>>(name: K, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  /**
   * Spreads messages, by path, on the fields and the form-level list. `detail` is the server's own sentence: when it
   * says an unshown field's message with more context ("Alice Martin: …", a delegation), it is said instead.
   */
  function place(entries: [string, string][], detail = '') {
    const fields: Errors<V> = {};
    const general: string[] = [];
    for (const [path, message] of entries) {
      const name = fieldOf(path);
      if (name) fields[name] ??= message;
      if (name && summarized.has(name)) general.push(message);
      else if (!name) general.push(detail.endsWith(message) ? detail : message);
    }
    if (entries.length === 0 && detail) general.push(detail);
    setErrors(fields);
    setFormErrors([...new Set(general)]);
  }

  /** The parsed body (`input` defaults to the values), or null after showing the first message of each field. */
  function validate(input: unknown = values): Out | null {
    const result = schema.safeParse(input);
    if (result.success) {
      place([]);
      return result.data;
    }
    // Translated by the issue's code now: a code with values (a maximum length) needs the issue, not only its text.
    place(result.error.issues.map((issue) => [issue.path.map(String).join('.'), translateIssue(t, issue)]));
    return null;
  }

  /**
   * The server is the truth: its field errors go on the fields, the others and its `detail` (when it names no field)
   * to the form-level alert. False when there is nothing to show in the form (no answer, a lost session): the caller
   * then reports it as it would any failure.
   */
  function showServerErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || SESSION_STATUSES.has(error.status)) return false;
    // Translated by their codes here (the server sends them with the English text).
    const entries = Object.entries(translatedFields(t, error)).flatMap(([path, messages]): [string, string][] =>
      messages[0] ? [[path, messages[0]]] : [],
    );
    place(entries, describeError(t, error));
    return true;
  }

  /** `onSubmit` of the <form>: nothing when read-only; otherwise validates `input()` and hands the body on. */
  function onSubmit(send: (body: Out) => void, input?: () => unknown) {
    return (event?: FormEvent) => {
      event?.preventDefault();
      if (readOnly) return;
      const body = validate(input ? input() : values);
      if (body) send(body);
    };
  }

  const message = (name: Name<V>) => (errors[name] ? say(errors[name]) : undefined);
  const look = { readOnly, variant: readOnly ? 'filled' : 'default' } as const;

  /** Props for a Mantine TextInput / Textarea bound to a string field. */
  function textInput<K extends Name<V>>(name: K) {
    return {
      ...look,
      name,
      value: (values[name] ?? '') as string,
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
        setValue(name, event.currentTarget.value as V[K]),
      error: message(name),
    };
  }

  /**
   * Props for a Mantine DatePickerInput bound to a `YYYY-MM-DD | null` field: dd/MM/yyyy shown (pass the spec's
   * dd/MM/yy where it asks for it), the shared date range 1900–2099 as bounds, week from Monday.
   */
  function dateInput<K extends Name<V>>(name: K, format: string = DATE_FORMAT) {
    return {
      ...look,
      name,
      value: (values[name] ?? null) as string | null,
      onChange: (value: string | null) => setValue(name, value as V[K]),
      valueFormat: format,
      minDate: DATE_MIN,
      maxDate: DATE_MAX,
      firstDayOfWeek: 1 as const,
      ariaLabels,
      error: message(name),
    };
  }

  /** Props for a Mantine Select bound to a string or id field (a Select speaks strings; ids come back as numbers). */
  function selectInput<K extends Name<V>>(name: K, { numeric = false }: { numeric?: boolean } = {}) {
    const value = values[name];
    return {
      ...look,
      name,
      value: value === null || value === undefined ? null : String(value),
      onChange: (next: string | null) => setValue(name, (next === null ? null : numeric ? Number(next) : next) as V[K]),
      error: message(name),
    };
  }

  /** Props for a Mantine Checkbox or Switch bound to a boolean field (a checkbox has no read-only state: disabled). */
  function checkbox<K extends Name<V>>(name: K) {
    return {
      name,
      checked: !!values[name],
      disabled: readOnly,
      onChange: (event: ChangeEvent<HTMLInputElement>) => setValue(name, event.currentTarget.checked as V[K]),
      error: message(name),
    };
  }

  /** Props for a Mantine FileInput bound to a `File[]` field (attachments chosen before sending). */
  function fileInput<K extends Name<V>>(name: K) {
    return {
      ...look,
      name,
      multiple: true as const,
      clearable: !readOnly,
      value: (values[name] ?? []) as File[],
      onChange: (files: File[]) => setValue(name, files as V[K]),
      error: message(name),
    };
  }

  return {
    values,
    setValue,
    setValues,
    update,
    errors,
    error: message,
    formErrors: formErrors.map(say),
    setError,
    clearErrors,
    readOnly,
    validate,
    showServerErrors,
    onSubmit,
    textInput,
    dateInput,
    selectInput,
    checkbox,
    fileInput,
  };
}

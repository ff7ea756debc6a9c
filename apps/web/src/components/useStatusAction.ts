import { TEXT_LIMITS } from '@staff/shared';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/messages';
import { notifyError, notifySuccess } from '../lib/notify';
import { type ConfirmNote, openConfirm } from './confirm';

/** What a status action says: its confirmation (spec: "after confirmation"), then its outcome in a toast. */
export type StatusActionTexts<Action, Words> = {
  confirm: (
    t: TFunction,
    action: Action,
    words: Words,
  ) => { title: string; message: string; confirmLabel: string; color?: string; note?: ConfirmNote };
  done: (t: TFunction, action: Action, words: Words) => string;
  /** The toast's message and, when the action has one, its title. */
  failed: (t: TFunction, action: Action, words: Words, error: unknown) => { message: string; title?: string };
};

/**
 * The one way a screen changes a document's status (leave, activity report, expense claim): `run(action, record,
 * words)` asks for confirmation, sends the change (`send`, with the note the confirmation asked for, if any), and says
 * the outcome in a toast. `isPending(record?, action?)` is true while such a change is on its way, for a spinner.
 */
export function useStatusAction<Action extends string, Words, Row extends { id: number } = { id: number }>(
  texts: StatusActionTexts<Action, Words>,
  /** `record`: the row acted on, for a call that says more of it than its id (a leave's step in its circuit). */
  send: (action: Action, id: number, note: string, record: Row) => Promise<unknown>,
) {
  const { t } = useTranslation();
  const [pending, setPending] = useState<{ action: Action; id: number } | null>(null);

  function run(action: Action, record: Row, words: Words) {
    openConfirm({
      ...texts.confirm(t, action, words),
      onConfirm: (note) => {
        setPending({ action, id: record.id });
        // mutateAsync: a changed row may leave its list (and unmount) before mutate's callbacks would run.
        send(action, record.id, note, record)
          .then(
            () => notifySuccess(texts.done(t, action, words)),
            (error) => {
              const failure = texts.failed(t, action, words, error);
              notifyError(failure.message, failure.title);
            },
          )
          .finally(() => setPending(null));
      },
    });
  }

  const isPending = (record?: { id: number }, action?: Action) =>
    pending !== null && (!record || pending.id === record.id) && (!action || pending.action === action);

  return { run, isPending };
}

/**
 * A refusal's reason box (leaves, activity reports, expense claims: issue 25), under the action's texts
 * `{key}.reason|reasonHelp`: optional, as long as the server takes.
 */
export const refusalNote = (t: TFunction, key: string): ConfirmNote => ({
  label: t(`${key}.reason`),
  description: t(`${key}.reasonHelp`),
  maxLength: TEXT_LIMITS.reason,
});

/**
 * The texts of a monthly document's back-office actions (activity reports, expense claims), all under one key per
 * action: `{prefix}.{action}.title|text|action|done|failed`, the words naming the person and the month; refusing asks
 * why (`refusalNote`).
 */
export function monthlyDocumentTexts<Action extends string>(
  prefix: string,
  colors: Record<Action, string>,
): StatusActionTexts<Action, { name: string; month: string }> {
  return {
    confirm: (t, action, words) => ({
      title: t(`${prefix}.${action}.title`),
      message: t(`${prefix}.${action}.text`, words),
      confirmLabel: t(`${prefix}.${action}.action`),
      color: colors[action],
      ...(action === 'refuse' && { note: refusalNote(t, `${prefix}.refuse`) }),
    }),
    done: (t, action, words) => t(`${prefix}.${action}.done`, words),
    failed: (t, action, _, error) => ({ message: describeError(t, error), title: t(`${prefix}.${action}.failed`) }),
  };
}

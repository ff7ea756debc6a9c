import { type LeaveStatus, TEXT_LIMITS } from '@staff/shared';
import { IconArrowBackUp, IconCheck, IconSend, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ConfirmNote, openConfirm } from '../../../components/confirm';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeLeaveStatus } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';

/** Every change of a leave's status the screens offer, by the name the server's `actions` use. */
export type LeaveAction = 'submit' | 'cancel' | 'unsubmit' | 'validate' | 'refuse';
/** The back office's decisions, in the order their buttons show. */
export const DECISIONS = ['unsubmit', 'validate', 'refuse'] as const satisfies readonly LeaveAction[];

type Words = { name: string; which: string };
type Spec = {
  to: LeaveStatus;
  color?: string;
  icon: typeof IconCheck;
  /** Title, text and button of the confirmation every action asks first (spec: "after confirmation"). */
  confirm: (t: TFunction, words: Words) => { title: string; message: string; confirmLabel: string; note?: ConfirmNote };
  done: (t: TFunction, words: Words) => string;
  failed: (t: TFunction, words: Words, error: unknown) => string;
};

const submitError = (t: TFunction, _: Words, error: unknown) =>
  t('leaves.messages.submitError', { error: describeError(t, error) });
/** spec/3 §4 Leave: "Can't validate/refuse/unsubmit this leave: {detail}", "The leave of {name} is validated." */
const decision = (
  action: (typeof DECISIONS)[number],
  to: LeaveStatus,
  color: string,
  icon: typeof IconCheck,
): Spec => ({
  to,
  color,
  icon,
  confirm: (t, { name }) => ({
    title: t(`leaves.management.${action}.title`),
    message: t(`leaves.management.${action}.text`, { name }),
    confirmLabel: t(`leaves.management.${action}.action`),
  }),
  done: (t, { name }) => t(`leaves.management.${action}.done`, { name }),
  failed: (t, _, error) => t(`leaves.management.${action}.failed`, { detail: describeError(t, error) }),
});

/** Refusing asks why (optional): the requester reads it on the leave, in its history and in the mail. */
const refusal: Spec = {
  ...decision('refuse', 'refused', 'red', IconX),
  confirm: (t, { name }) => ({
    title: t('leaves.management.refuse.title'),
    message: t('leaves.management.refuse.text', { name }),
    confirmLabel: t('leaves.management.refuse.action'),
    note: {
      label: t('leaves.management.refuse.reason'),
      description: t('leaves.management.refuse.reasonHelp'),
      maxLength: TEXT_LIMITS.reason,
    },
  }),
};

export const LEAVE_ACTIONS: Record<LeaveAction, Spec> = {
  // spec/2 §2.1: the requester sends a draft from the list.
  submit: {
    to: 'submitted',
    icon: IconSend,
    confirm: (t, { which }) => ({
      title: t('leaves.actions.submitTitle'),
      message: t('leaves.actions.submitText', { which }),
      confirmLabel: t('leaves.actions.submit'),
    }),
    done: (t) => t('leaves.messages.submitted'),
    failed: submitError,
  },
  // spec/2 §4.1: the requester takes back a request that has not begun and is not accepted.
  cancel: {
    to: 'draft',
    color: 'orange',
    icon: IconArrowBackUp,
    confirm: (t) => ({
      title: t('leaves.cancel.title'),
      message: t('leaves.cancel.text'),
      confirmLabel: t('leaves.cancel.confirm'),
    }),
    done: (t) => t('leaves.cancel.done'),
    failed: submitError,
  },
  unsubmit: decision('unsubmit', 'draft', 'orange', IconArrowBackUp),
  validate: decision('validate', 'accepted', 'green', IconCheck),
  refuse: refusal,
};

/**
 * The one way a screen changes a leave's status: `run(action, leave)` asks for confirmation, PATCHes the status,
 * says the outcome in a toast and refreshes every leave query (lists, totals, balances, calendar, the leave itself).
 * `pending` names the action on its way, for the button's spinner.
 */
export function useLeaveAction() {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const change = useChangeLeaveStatus();
  const [pending, setPending] = useState<{ action: LeaveAction; id: number } | null>(null);

  function run(action: LeaveAction, leave: Leave) {
    const spec = LEAVE_ACTIONS[action];
    const words = {
      name: format.owner(leave),
      which: t('leaves.actions.which', { begin: formatDate(leave.begin_date), end: formatDate(leave.end_date) }),
    };
    openConfirm({
      ...spec.confirm(t, words),
      color: spec.color,
      onConfirm: (note) => {
        setPending({ action, id: leave.id });
        // mutateAsync: a changed row leaves its list (and unmounts) before mutate's callbacks would run.
        change
          .mutateAsync({ id: leave.id, status: spec.to, ...(note ? { reason: note } : {}) })
          .then(
            () => notifySuccess(spec.done(t, words)),
            (error) => notifyError(spec.failed(t, words, error)),
          )
          .finally(() => setPending(null));
      },
    });
  }

  /** True while `action` runs on `leave` (any leave when none is given). */
  const isPending = (action: LeaveAction, leave?: Leave) =>
    pending?.action === action && (!leave || pending.id === leave.id);

  return { run, isPending };
}

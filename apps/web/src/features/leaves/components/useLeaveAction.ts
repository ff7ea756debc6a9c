import type { LeaveState } from '@staff/shared';
import { IconArrowBackUp, IconCheck, IconSend, IconX } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ConfirmNote } from '../../../components/confirm';
import { refusalNote, type StatusActionTexts, useStatusAction } from '../../../components/useStatusAction';
import { formatDate } from '../../../lib/dates';
import { describeError } from '../../../lib/messages';
import { useChangeLeaveStatus } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';

/** Every change of a leave's status the screens offer, by the name the server's `actions` use. */
export type LeaveAction =
  | 'submit'
  | 'cancel'
  | 'unsubmit'
  | 'validate'
  | 'approve_step'
  | 'refuse'
  | 'request_cancellation'
  | 'accept_cancellation'
  | 'refuse_cancellation';
/** The back office's decisions, in the order their buttons show (a requested cancellation has its own two). */
export const DECISIONS = [
  'unsubmit',
  'validate',
  'approve_step',
  'refuse',
  'accept_cancellation',
  'refuse_cancellation',
] as const satisfies readonly LeaveAction[];

type Words = { name: string; which: string };
/** The decisions on a step of an approval circuit (issue 28): their PATCH names the step. */
const STEP_DECISIONS: readonly LeaveAction[] = ['validate', 'approve_step', 'refuse'];
type Spec = {
  to: LeaveState;
  /**
   * The PATCH says which action it means: deciding on a cancellation targets `draft` or `accepted`, which an
   * unsubmit or a validation also do; the server then refuses (409) a decision someone else took first.
   */
  namesAction?: boolean;
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
const decision = (action: (typeof DECISIONS)[number], to: LeaveState, color: string, icon: typeof IconCheck): Spec => ({
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
    note: refusalNote(t, 'leaves.management.refuse'),
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
  // Issue 28: a step of the approval circuit accepted, not the last: the leave goes on to the next step's people.
  approve_step: { ...decision('approve_step', 'accepted', 'green', IconCheck), namesAction: true },
  refuse: refusal,
  // Issue 28: under a type with the cancellation workflow, the requester asks; one who decides accepts or refuses.
  request_cancellation: {
    to: 'cancellation_requested',
    namesAction: true,
    color: 'orange',
    icon: IconArrowBackUp,
    confirm: (t, { which }) => ({
      title: t('leaves.cancellationRequest.title'),
      message: t('leaves.cancellationRequest.text', { which }),
      confirmLabel: t('leaves.cancellationRequest.confirm'),
    }),
    done: (t) => t('leaves.cancellationRequest.done'),
    failed: submitError,
  },
  accept_cancellation: { ...decision('accept_cancellation', 'draft', 'green', IconCheck), namesAction: true },
  refuse_cancellation: { ...decision('refuse_cancellation', 'accepted', 'red', IconX), namesAction: true },
};

const TEXTS: StatusActionTexts<LeaveAction, Words> = {
  confirm: (t, action, words) => ({ ...LEAVE_ACTIONS[action].confirm(t, words), color: LEAVE_ACTIONS[action].color }),
  done: (t, action, words) => LEAVE_ACTIONS[action].done(t, words),
  failed: (t, action, words, error) => ({ message: LEAVE_ACTIONS[action].failed(t, words, error) }),
};

/**
 * A screen's status change of a leave: `run(action, leave)` asks for confirmation, PATCHes the status (with the
 * refusal's reason), says the outcome in a toast; the answer updates the leave in the cache, and every other leave
 * query (lists, totals, balances, calendar, history) is refreshed. `isPending(leave?, action?)` for a button's spinner.
 */
export function useLeaveAction() {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const change = useChangeLeaveStatus();
  const { run, isPending } = useStatusAction(TEXTS, (action: LeaveAction, id, note, leave: Leave) =>
    change.mutateAsync({
      id,
      status: LEAVE_ACTIONS[action].to,
      ...(LEAVE_ACTIONS[action].namesAction ? { action } : {}),
      ...(note ? { reason: note } : {}),
      // The step decided: if another of its people decided it first, the server answers 409 (leave.stepDecided).
      ...(leave.circuit && STEP_DECISIONS.includes(action) ? { step: leave.circuit.step } : {}),
    }),
  );
  const words = (leave: Leave): Words => ({
    name: format.owner(leave),
    which: t('leaves.actions.which', { begin: formatDate(leave.begin_date), end: formatDate(leave.end_date) }),
  });
  return { run: (action: LeaveAction, leave: Leave) => run(action, leave, words(leave)), isPending };
}

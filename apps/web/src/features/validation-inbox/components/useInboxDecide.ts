import type { InboxItemOut } from '@staff/shared';
import type { TFunction } from 'i18next';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalNote, type StatusActionTexts, useStatusAction } from '../../../components/useStatusAction';
import { describeError } from '../../../lib/messages';
import { useInboxDecision } from '../api/decide';
import { type Decision, INBOX_KIND_SPECS, moduleActionOf, wordsOf } from '../lib/kinds';

type Words = { item: InboxItemOut; name: string; month: string };

/** The confirmation's colour, as the modules' own: accept in green, pay in teal, refuse in red. */
export const DECISION_COLORS: Record<Decision, string> = { accept: 'green', pay: 'teal', refuse: 'red' };

/** The module's key of a decision's texts (`leaves.management.validate`, `expenseManagement.actions.pay`…). */
export const decisionKey = (item: Pick<InboxItemOut, 'kind' | 'actions'>, decision: Decision) =>
  `${INBOX_KIND_SPECS[item.kind].textPrefix}.${moduleActionOf(item, decision)!.action}`;

/** The module's own confirmation, toast and failure, with a refusal asking why (as the modules' screens do). */
const TEXTS: StatusActionTexts<Decision, Words> = {
  confirm: (t, decision, words) => {
    const key = decisionKey(words.item, decision);
    return {
      title: t(`${key}.title`),
      message: t(`${key}.text`, words),
      confirmLabel: t(`${key}.action`),
      color: DECISION_COLORS[decision],
      // A refusal asks why, for every kind (issue 25); refusing a cancellation keeps the leave accepted: no reason.
      ...(INBOX_KIND_SPECS[words.item.kind].decisions[decision]?.status === 'refused' && {
        note: refusalNote(t, key),
      }),
    };
  },
  done: (t, decision, words) => t(`${decisionKey(words.item, decision)}.done`, words),
  failed: (t: TFunction, decision, words, error) => {
    const key = decisionKey(words.item, decision);
    // The leaves' failure says the reason in its sentence; the monthly documents' is a title over the reason.
    return INBOX_KIND_SPECS[words.item.kind].textPrefix === 'leaves.management'
      ? { message: t(`${key}.failed`, { detail: describeError(t, error) }) }
      : { message: describeError(t, error), title: t(`${key}.failed`) };
  },
};

/**
 * Decides on one item in place: its module's confirmation (a refusal asks for the reason), its module's
 * PATCH, the outcome in a toast. `isPending(item)` for its buttons' spinner.
 */
export function useInboxDecide() {
  const { i18n } = useTranslation();
  const decision = useInboxDecision();
  // One confirmation is open at a time: the item it is about (ids repeat across kinds, so the item, not its id).
  const current = useRef<InboxItemOut | null>(null);
  const { run, isPending } = useStatusAction(TEXTS, (chosen: Decision, _id, note) =>
    decision.mutateAsync({ item: current.current!, decision: chosen, reason: note || undefined }),
  );
  return {
    run: (chosen: Decision, item: InboxItemOut) => {
      current.current = item;
      run(chosen, item, { item, ...wordsOf(item, i18n.language) });
    },
    isPending: (item: InboxItemOut) => isPending(item) && current.current?.kind === item.kind,
  };
}

import type { LeaveStatus } from '@staff/shared';
import { IconArrowBackUp, IconCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { openConfirm } from '../../../components/confirm';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { useChangeLeaveStatus } from '../api/leaves';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';

export type Decision = 'unsubmit' | 'validate' | 'refuse';
const DECISIONS: readonly Decision[] = ['unsubmit', 'validate', 'refuse'];
const TARGET: Record<Decision, LeaveStatus> = { validate: 'accepted', refuse: 'refused', unsubmit: 'draft' };
const COLOR: Record<Decision, string> = { validate: 'green', refuse: 'red', unsubmit: 'orange' };
const ICON = { validate: IconCheck, refuse: IconX, unsubmit: IconArrowBackUp };

/**
 * The back office's decisions on a leave (spec/3 §4 Leave): each confirmed, then a toast, or
 * "Can't validate/refuse/unsubmit this leave: {detail}".
 */
export function useLeaveDecision(leave: Leave) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const change = useChangeLeaveStatus();
  const [pending, setPending] = useState<Decision | null>(null);
  const who = format.owner(leave);

  const decide = (decision: Decision) =>
    openConfirm({
      title: t(`leaves.management.${decision}.title`),
      message: t(`leaves.management.${decision}.text`, { name: who }),
      confirmLabel: t(`leaves.management.${decision}.action`),
      color: COLOR[decision],
      onConfirm: () => {
        setPending(decision);
        // mutateAsync: a decided row leaves the list (and unmounts) before mutate's callbacks would run.
        change
          .mutateAsync({ id: leave.id, status: TARGET[decision] })
          .then(
            () => notifySuccess(t(`leaves.management.${decision}.done`, { name: who })),
            (error) => notifyError(t(`leaves.management.${decision}.failed`, { detail: describeError(t, error) })),
          )
          .finally(() => setPending(null));
      },
    });

  return { decide, pending, DECISIONS, COLOR, ICON };
}

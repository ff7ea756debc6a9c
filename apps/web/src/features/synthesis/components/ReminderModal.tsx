import {
  Alert,
  Badge,
  Button,
  Checkbox,
  Group,
  List,
  Loader,
  Modal,
  Paper,
  Stack,
  Text,
  ThemeIcon,
} from '@mantine/core';
import type { ReminderPreviewOut, ReminderSendOut } from '@staff/shared';
import { monthYearName } from '@staff/shared';
import { IconCheck, IconClockPause, IconMailForward, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, translateCoded } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { reminderPreviewQuery, useSendReminder } from '../api/synthesis';

/**
 * The activity report reminder's modal (spec/3 §2, §7, §8), opened by its button or before a payroll export: it
 * previews who gets it (report missing or still a draft) and the mail's text as the server will send it; accounting
 * unticks those it does not want to remind (issue 25); Send answers each recipient, a failure as "Can't send Cra
 * reminder to {email}". A person gets one reminder a day (issue 21): when some chosen recipients were already reminded
 * today, Send first asks whether to remind them again (`force`) or only the others.
 */
export function ReminderModal({ month, opened, onClose }: { month: string; opened: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [result, setResult] = useState<ReminderSendOut | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({ ...reminderPreviewQuery(month), enabled: opened });
  const send = useSendReminder();
  // Accounting's choice (issue 25): everyone is ticked at first; those unticked are left out of the send.
  const [unticked, setUnticked] = useState<ReadonlySet<number>>(new Set());
  const close = () => {
    onClose();
    setConfirming(false);
    setResult(null);
    setUnticked(new Set());
  };
  const recipients = preview.data?.recipients ?? [];
  const chosen = recipients.filter((r) => !unticked.has(r.user_id));
  const remindedToday = chosen.filter((r) => r.reminded_today).length;
  const toggle = (userId: number, ticked: boolean) =>
    setUnticked((before) => {
      const after = new Set(before);
      if (ticked) after.delete(userId);
      else after.add(userId);
      return after;
    });
  const submit = (force: boolean) => {
    setConfirming(false);
    // Everyone ticked: the server's own list, read again when it sends (someone may have become a recipient since).
    const narrowed = unticked.size > 0 ? { user_ids: chosen.map((r) => r.user_id) } : {};
    send.mutate(
      { for_month: month, force, ...narrowed },
      {
        onSuccess: setResult,
        onError: (error) => notifyError(describeError(t, error), t('synthesis.reminder.failed')),
      },
    );
  };
  const nameOf = (userId: number) => {
    const person = recipients.find((r) => r.user_id === userId);
    return person ? `${person.first_name} ${person.last_name}` : '';
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={close}
        size="lg"
        title={t('synthesis.reminder.title', { month: monthYearName(month, i18n.language) })}
      >
        {preview.isPending && <Loader size="sm" />}
        {preview.isError && <Alert color="red">{describeError(t, preview.error)}</Alert>}
        {preview.data && !result && (
          <Stack gap="md">
            {recipients.length === 0 ? (
              <Alert color="green">{t('synthesis.reminder.nobody')}</Alert>
            ) : (
              <>
                <Text size="sm" fw={500}>
                  {t('synthesis.reminder.recipients', { count: recipients.length })}
                </Text>
                <Text size="sm" c="dimmed">
                  {t('synthesis.reminder.choose')}
                </Text>
                <Stack gap={6} role="group" aria-label={t('synthesis.reminder.recipientsList')}>
                  {recipients.map((r) => (
                    <Checkbox
                      key={r.user_id}
                      checked={!unticked.has(r.user_id)}
                      onChange={(event) => toggle(r.user_id, event.currentTarget.checked)}
                      label={<RecipientLabel recipient={r} />}
                    />
                  ))}
                </Stack>
                <Paper withBorder p="sm" radius="md">
                  <Text size="sm" fw={600}>
                    {preview.data.subject}
                  </Text>
                  <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                    {preview.data.text}
                  </Text>
                </Paper>
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('common.cancel')}
              </Button>
              <Button
                leftSection={<IconMailForward size={16} />}
                disabled={chosen.length === 0}
                loading={send.isPending}
                onClick={() => (remindedToday > 0 ? setConfirming(true) : submit(false))}
              >
                {t('synthesis.reminder.send')}
              </Button>
            </Group>
          </Stack>
        )}
        {result && (
          <Stack gap="md">
            <Alert color={result.failed || result.already_reminded ? 'orange' : 'green'}>
              {t('synthesis.reminder.outcome', { sent: result.sent, failed: result.failed })}
              {result.already_reminded > 0 && (
                <Text size="sm">{t('synthesis.reminder.skipped', { count: result.already_reminded })}</Text>
              )}
            </Alert>
            <List size="sm" spacing={4} aria-label={t('synthesis.reminder.resultsList')}>
              {result.results.map((line) => (
                <List.Item
                  key={line.user_id}
                  icon={
                    <ThemeIcon size={18} radius="xl" color={OUTCOME_COLORS[line.status]}>
                      {line.status === 'sent' ? (
                        <IconCheck size={12} />
                      ) : line.status === 'already_reminded' ? (
                        <IconClockPause size={12} />
                      ) : (
                        <IconX size={12} />
                      )}
                    </ThemeIcon>
                  }
                >
                  {line.sent
                    ? t('synthesis.reminder.sentTo', { name: nameOf(line.user_id), email: line.email })
                    : line.error && (translateCoded(t, line.error) ?? line.error.detail)}
                </List.Item>
              ))}
            </List>
            <Group justify="flex-end">
              <Button onClick={close}>{t('synthesis.reminder.close')}</Button>
            </Group>
          </Stack>
        )}
      </Modal>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('synthesis.reminder.confirmTitle')}
        zIndex={300}
      >
        <Stack gap="md">
          <Text size="sm">{t('synthesis.reminder.confirmText', { count: remindedToday })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('common.cancel')}
            </Button>
            {/* Offered only when there are others: a button that can never act is not shown (and, on a phone, the
                two left fit on one line instead of stacking under Cancel). */}
            {remindedToday < chosen.length && (
              <Button variant="light" onClick={() => submit(false)}>
                {t('synthesis.reminder.onlyOthers')}
              </Button>
            )}
            <Button color="orange" onClick={() => submit(true)}>
              {t('synthesis.reminder.sendAgain')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

const OUTCOME_COLORS: Record<ReminderSendOut['results'][number]['status'], string> = {
  sent: 'green',
  already_reminded: 'orange',
  failed: 'red',
};

/** One recipient as the list shows them: name, address, the report's state, reminded today. */
function RecipientLabel({ recipient: r }: { recipient: ReminderPreviewOut['recipients'][number] }) {
  const { t } = useTranslation();
  return (
    <>
      {`${r.first_name} ${r.last_name}`} —{' '}
      <Text span c="dimmed" size="sm">
        {r.email || t('synthesis.reminder.noAddress')}
      </Text>
      {' · '}
      <Text span size="sm">
        {r.report ? t(`activity.status.${r.report.status}`) : t('synthesis.report.missing')}
      </Text>
      {r.reminded_today && (
        <Badge ml="xs" size="xs" variant="light" color="orange">
          {t('synthesis.reminder.remindedToday')}
        </Badge>
      )}
    </>
  );
}

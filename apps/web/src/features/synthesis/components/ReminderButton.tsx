import { Alert, Badge, Button, Group, List, Loader, Modal, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import type { ReminderSendOut } from '@staff/shared';
import { monthYearName } from '@staff/shared';
import { IconCheck, IconClockPause, IconMailForward, IconX } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError, translateCoded } from '../../../lib/messages';
import { notifyError } from '../../../lib/notify';
import { reminderPreviewQuery, useSendReminder } from '../api/synthesis';

/**
 * The activity report reminder (spec/3 §2, §7, §8): one button; the modal previews who gets it (report missing or
 * still a draft) and the mail's text as the server will send it; Send answers each recipient, a failure as "Can't send
 * Cra reminder to {email}". A person gets one reminder a day (issue 21): when some recipients were already reminded
 * today, Send first asks whether to remind them again (`force`) or only the others.
 */
export function ReminderButton({ month }: { month: string }) {
  const { t, i18n } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [result, setResult] = useState<ReminderSendOut | null>(null);
  const [confirming, setConfirming] = useState(false);
  const preview = useQuery({ ...reminderPreviewQuery(month), enabled: opened });
  const send = useSendReminder();
  const close = () => {
    setOpened(false);
    setConfirming(false);
    setResult(null);
  };
  const recipients = preview.data?.recipients ?? [];
  const remindedToday = recipients.filter((r) => r.reminded_today).length;
  const submit = (force: boolean) => {
    setConfirming(false);
    send.mutate(
      { for_month: month, force },
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
      <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={() => setOpened(true)}>
        {t('synthesis.reminder.button')}
      </Button>
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
                <List size="sm" spacing={2} aria-label={t('synthesis.reminder.recipientsList')}>
                  {recipients.map((r) => (
                    <List.Item key={r.user_id}>
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
                    </List.Item>
                  ))}
                </List>
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
                disabled={recipients.length === 0}
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
            {remindedToday < recipients.length && (
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

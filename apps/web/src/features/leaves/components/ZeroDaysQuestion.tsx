import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type ZeroDaysAnswer = 'count' | 'decline';

/**
 * spec/3 §5: dates that deduct no day (a public holiday chosen) ask whether to count one day; declined, the
 * requester is told to choose another date. The answer holds for these dates only: the form asks again when they change.
 */
export function ZeroDaysQuestion({
  declined,
  onAnswer,
}: {
  declined: boolean;
  onAnswer: (answer: ZeroDaysAnswer) => void;
}) {
  const { t } = useTranslation();
  if (declined) {
    return (
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={16} />} p="xs" role="alert">
        {t('leaves.form.zeroDays.chooseAnother')}
      </Alert>
    );
  }
  return (
    <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={16} />} p="xs" role="alert">
      <Text size="sm">{t('leaves.form.zeroDays.question')}</Text>
      <Group gap="xs" mt="xs">
        <Button size="xs" onClick={() => onAnswer('count')}>
          {t('leaves.form.zeroDays.count')}
        </Button>
        <Button size="xs" variant="default" onClick={() => onAnswer('decline')}>
          {t('leaves.form.zeroDays.decline')}
        </Button>
      </Group>
    </Alert>
  );
}

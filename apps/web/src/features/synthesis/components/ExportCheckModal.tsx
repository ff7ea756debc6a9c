import { Alert, Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { type ExportCheckOut, monthYearName } from '@staff/shared';
import { IconAlertTriangle, IconFileExport, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';

/**
 * Before a payroll or overtime export (issue 25 "Guards before mistakes"): the month's reports not validated yet, by
 * name, and three ways on: cancel, remind them (the reminder's modal, where accounting chooses whom), or export anyway.
 */
export function ExportCheckModal({
  month,
  check,
  onCancel,
  onRemind,
  onExport,
}: {
  month: string;
  check: ExportCheckOut | null;
  onCancel: () => void;
  onRemind: () => void;
  onExport: () => void;
}) {
  const { t, i18n } = useTranslation();
  const people = check?.not_validated ?? [];
  return (
    <Modal
      opened={check !== null}
      onClose={onCancel}
      size="lg"
      title={t('synthesis.exportCheck.title', { month: monthYearName(month, i18n.language) })}
    >
      <Stack gap="md">
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} />}>
          {t('synthesis.exportCheck.text', { count: people.length })}
        </Alert>
        <ScrollRegion mah={280} label={t('synthesis.exportCheck.list')}>
          <List size="sm" spacing={2} aria-label={t('synthesis.exportCheck.list')}>
            {people.map((p) => (
              <List.Item key={p.user_id}>
                {`${p.first_name} ${p.last_name}`}
                {' · '}
                <Text span size="sm" c="dimmed">
                  {p.report ? t(`activity.status.${p.report.status}`) : t('synthesis.report.missing')}
                </Text>
              </List.Item>
            ))}
          </List>
        </ScrollRegion>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            {t('common.cancel')}
          </Button>
          <Button variant="light" leftSection={<IconMailForward size={16} />} onClick={onRemind}>
            {t('synthesis.exportCheck.remind')}
          </Button>
          <Button color="orange" leftSection={<IconFileExport size={16} />} onClick={onExport}>
            {t('synthesis.exportCheck.exportAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

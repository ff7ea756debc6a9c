import { Accordion, Alert, Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import type { Leave } from '../api/types';
import { useLeaveFormat } from '../lib/format';
import { LeaveAttachments } from './LeaveAttachments';
import { LeaveHistory } from './LeaveHistory';
import { LeaveStatusBadge } from './LeaveStatusBadge';

/**
 * The delegation once saved, as the leave form once saved (spec/3 "Leave delegation form": attachments and
 * history): each created leave with its attachments (added while it is a draft; an accepted leave's are fixed, as
 * for any decided leave) and its history.
 */
export function DelegationResult({ leaves, onAgain }: { leaves: Leave[]; onAgain: () => void }) {
  const { t } = useTranslation();
  const format = useLeaveFormat();
  const drafts = leaves.some((leave) => leave.status === 'draft');

  return (
    <Stack gap="md">
      <Alert color="green" icon={<IconCircleCheck />} title={t('leaves.delegation.done', { count: leaves.length })}>
        {t(drafts ? 'leaves.delegation.attachToDrafts' : 'leaves.delegation.acceptedNoAttachments', {
          count: leaves.length,
        })}
      </Alert>
      <Accordion variant="separated" multiple defaultValue={leaves.length === 1 ? [String(leaves[0]!.id)] : []}>
        {leaves.map((leave) => (
          <Accordion.Item key={leave.id} value={String(leave.id)}>
            <Accordion.Control>
              <Group gap="sm" justify="space-between" wrap="wrap" pr="xs">
                <Text fw={600} size="sm">
                  {format.owner(leave)}
                </Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {t('leaves.toDecide.span', {
                      begin: formatDate(leave.begin_date),
                      end: formatDate(leave.end_date),
                    })}
                  </Text>
                  <LeaveStatusBadge leave={leave} />
                </Group>
              </Group>
            </Accordion.Control>
            <Accordion.Panel>
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <LeaveAttachments leaveId={leave.id} canChange={leave.status === 'draft'} />
                <LeaveHistory leaveId={leave.id} />
              </SimpleGrid>
            </Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
      {/* Back to the list: the page's back link, above. */}
      <Group justify="flex-end">
        <Button variant="default" leftSection={<IconPlus size={16} />} onClick={onAgain}>
          {t('leaves.delegation.again')}
        </Button>
      </Group>
    </Stack>
  );
}

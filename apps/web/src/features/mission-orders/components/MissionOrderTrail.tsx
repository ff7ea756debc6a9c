import { Alert, Text, Timeline } from '@mantine/core';
import type { MissionOrderDetailOut } from '@staff/shared';
import { IconHistory, IconSignature } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { personName } from '../lib/people';

/**
 * The order's signature and its trail (issue 24): who accepted and signed which version and when, or that the current
 * version waits for a signature; then every act newest first, an extension with its old and new end.
 */
export function MissionOrderTrail({ order }: { order: MissionOrderDetailOut }) {
  const { t } = useTranslation();
  const { signature } = order;
  return (
    <SectionCard title={t('missionOrders.trail.title')} icon={IconHistory}>
      {signature ? (
        <Alert color="teal" variant="light" icon={<IconSignature size={18} />} data-testid="mission-order-signature">
          {t('missionOrders.trail.signed', {
            name: personName(signature.signer),
            date: formatDateTime(signature.at),
            version: signature.version,
          })}
        </Alert>
      ) : (
        <Text size="sm" c="dimmed">
          {t('missionOrders.trail.unsigned')}
        </Text>
      )}
      <Timeline bulletSize={14} lineWidth={2} active={order.history.length - 1}>
        {[...order.history].reverse().map((entry) => (
          <Timeline.Item
            key={`${entry.at}-${entry.action}-${entry.version}`}
            title={
              <Text size="sm" fw={600}>
                {t(`missionOrders.trail.actions.${entry.action}`, { name: personName(entry.actor) })}
              </Text>
            }
          >
            <Text size="xs" c="dimmed">
              {t('missionOrders.trail.when', { date: formatDateTime(entry.at), version: entry.version })}
            </Text>
            {entry.action === 'extend' && (
              <Text size="xs" mt={2}>
                {t('missionOrders.trail.extended', {
                  from: formatDate(entry.old_end_date),
                  to: formatDate(entry.new_end_date),
                })}
              </Text>
            )}
          </Timeline.Item>
        ))}
      </Timeline>
    </SectionCard>
  );
}

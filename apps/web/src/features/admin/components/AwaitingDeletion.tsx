import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../../lib/dates';
import { awaitingDeletionQuery } from '../api/companies';

/**
 * The companies whose administrator asked for their deletion (spec/1 §2), each with a link to its confirmation page,
 * `/delete-company/{company}?user={requester}` as the mail to the superusers gives it. Nothing when none waits.
 */
export function AwaitingDeletion() {
  const { t } = useTranslation();
  const { data } = useQuery(awaitingDeletionQuery);
  if (!data?.results.length) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title={t('admin.deletion.awaiting')}>
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.results.map((company) => (
          <Group key={company.id} component="li" justify="space-between" gap="xs" wrap="wrap">
            <div>
              <Text size="sm" fw={500}>
                {company.name}
              </Text>
              {/* Not dimmed: grey on the alert's red tint falls below 4.5:1. */}
              <Text size="xs">
                {t('admin.deletion.requestedOn', { date: formatDateTime(company.deletion_requested_at) })}
              </Text>
            </div>
            <Button
              component={Link}
              to={`/delete-company/${company.id}?user=${company.deletion_requested_by ?? ''}`}
              size="xs"
              color="red"
              aria-label={`${t('admin.deletion.review')} — ${company.name}`}
            >
              {t('admin.deletion.review')}
            </Button>
          </Group>
        ))}
      </Stack>
    </Alert>
  );
}

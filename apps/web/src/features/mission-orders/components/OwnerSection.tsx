import { Select, SimpleGrid, TextInput } from '@mantine/core';
import type { MissionOrderOut } from '@staff/shared';
import { IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/SectionCard';
import { useCurrentUser } from '../../../lib/me';
import { managedPeopleQuery } from '../api/missionOrders';
import { personName, personOptions } from '../lib/people';
import type { MissionOrderForm } from './missionOrderForm';

/**
 * The Manager section (spec/2 §2.3): on creation the manager picks the employee among the active collaborators they
 * manage; afterwards the employee's and the manager's names are shown.
 */
export function OwnerSection({ form, order }: { form: MissionOrderForm; order?: MissionOrderOut }) {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const people = useQuery({ ...managedPeopleQuery(me.id, true), enabled: !order });
  return (
    <SectionCard title={t('missionOrders.sections.manager')} icon={IconUser}>
      {order ? (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('missionOrders.fields.owner')}
            value={personName(order.owner_object)}
            readOnly
            variant="filled"
          />
          <TextInput
            label={t('missionOrders.fields.current_manager')}
            value={personName(order.current_manager_object)}
            readOnly
            variant="filled"
          />
        </SimpleGrid>
      ) : (
        <Select
          {...form.selectInput('owner', { numeric: true })}
          label={t('missionOrders.fields.owner')}
          data={personOptions(people.data?.results ?? [])}
          searchable
          withAsterisk
          maw={420}
        />
      )}
    </SectionCard>
  );
}

import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { MISSION_ORDER_LIMITS as LIMITS } from '@staff/shared';
import { IconBriefcase, IconBuilding, IconMessage } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { DatePickerInput } from '../../../components/dates';
import { SectionCard } from '../../../components/SectionCard';
import { missionCustomersQuery, missionProjectsQuery } from '../api/missionOrders';
import { namedOptions } from '../lib/people';
import type { MissionOrderForm } from './missionOrderForm';

/** A record the lists no longer offer (an inactive customer or project of an older order) stays shown by its name. */
const withCurrent = (options: { value: string; label: string }[], current?: { id: number; name: string }) =>
  current && !options.some((option) => option.value === String(current.id))
    ? [...options, { value: String(current.id), label: current.name }]
    : options;

/** About mission (spec/2 §2.3, §5.2): object, role, start and end bounding each other. */
export function AboutMissionSection({ form }: { form: MissionOrderForm }) {
  const { t } = useTranslation();
  const required = !form.readOnly;
  return (
    <SectionCard title={t('missionOrders.sections.mission')} icon={IconBriefcase}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput
          {...form.textInput('mission_object')}
          label={t('missionOrders.fields.mission_object')}
          maxLength={LIMITS.missionObject}
          withAsterisk={required}
        />
        <TextInput
          {...form.textInput('role')}
          label={t('missionOrders.fields.role')}
          maxLength={LIMITS.role}
          withAsterisk={required}
        />
        <DatePickerInput
          {...form.dateInput('begin_date')}
          label={t('missionOrders.fields.begin_date')}
          maxDate={form.values.end_date ?? undefined}
          withAsterisk={required}
        />
        <DatePickerInput
          {...form.dateInput('end_date')}
          label={t('missionOrders.fields.end_date')}
          minDate={form.values.begin_date ?? undefined}
          defaultDate={form.values.begin_date ?? undefined}
          withAsterisk={required}
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** About customer (spec/2 §2.3): the customer, then one of its projects; the contact on site. */
export function AboutCustomerSection({
  form,
  current,
}: {
  form: MissionOrderForm;
  /** The saved order's customer and project, by name. */
  current?: { customer: { id: number; name: string }; project: { id: number; name: string } };
}) {
  const { t } = useTranslation();
  const required = !form.readOnly;
  const customerId = form.values.customer;
  const customers = useQuery({ ...missionCustomersQuery(), enabled: !form.readOnly });
  const projects = useQuery({
    ...missionProjectsQuery(customerId ?? 0),
    enabled: !form.readOnly && customerId !== null,
  });
  const sameCustomer = current && current.customer.id === customerId;
  return (
    <SectionCard title={t('missionOrders.sections.customer')} icon={IconBuilding}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <Select
          {...form.selectInput('customer', { numeric: true })}
          onChange={(value) => {
            form.update(() => ({ customer: value === null ? null : Number(value), project: null }));
            form.clearErrors('customer', 'project');
          }}
          label={t('missionOrders.fields.customer')}
          data={withCurrent(namedOptions(customers.data?.results ?? []), current?.customer)}
          searchable
          withAsterisk={required}
        />
        <Select
          {...form.selectInput('project', { numeric: true })}
          label={t('missionOrders.fields.project')}
          placeholder={customerId === null && required ? t('missionOrders.form.customerFirst') : undefined}
          data={withCurrent(namedOptions(projects.data?.results ?? []), sameCustomer ? current.project : undefined)}
          disabled={customerId === null && required}
          searchable
          withAsterisk={required}
        />
        <TextInput
          {...form.textInput('contact_name')}
          label={t('missionOrders.fields.contact_name')}
          maxLength={LIMITS.contactName}
          withAsterisk={required}
        />
        <TextInput
          {...form.textInput('contact_phone')}
          label={t('missionOrders.fields.contact_phone')}
          maxLength={LIMITS.contactPhone}
          type="tel"
        />
      </SimpleGrid>
    </SectionCard>
  );
}

/** Remark (spec/2 §2.3): free text for the employee. */
export function RemarkSection({ form }: { form: MissionOrderForm }) {
  const { t } = useTranslation();
  return (
    <SectionCard title={t('missionOrders.sections.remark')} icon={IconMessage}>
      <Textarea
        {...form.textInput('remark')}
        aria-label={t('missionOrders.sections.remark')}
        maxLength={LIMITS.remark}
        autosize
        minRows={3}
        maxRows={10}
      />
    </SectionCard>
  );
}

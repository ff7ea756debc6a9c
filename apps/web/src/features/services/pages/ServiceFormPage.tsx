import { Anchor, Button, Checkbox, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { canManageService, type ServiceDetailOut, ServiceIn, TEXT_LIMITS, type UserOut } from '@staff/shared';
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { FormErrors } from '../../../components/FormErrors';
import { FullPageLoader } from '../../../components/FullPageLoader';
import { PageTitle } from '../../../components/PageTitle';
import { SectionCard } from '../../../components/SectionCard';
import { useSchemaForm } from '../../../lib/form';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/pageTitle';
import { companyPeopleQuery, serviceQuery, useSaveService } from '../api/services';
import { ServiceDocuments } from '../components/ServiceDocuments';
import { TransferList } from '../components/TransferList';
import { SERVICES_PATH } from '../lib/paths';
import { memberLists, type TransferPerson } from '../lib/people';

type ServiceValues = {
  name: string;
  manager: number | null;
  assistant: number | null;
  members: number[];
  share_members_visibility: boolean;
  share_leaves_visibility: boolean;
};

const NEW_SERVICE: ServiceValues = {
  name: '',
  manager: null,
  assistant: null,
  members: [],
  share_members_visibility: true,
  share_leaves_visibility: true,
};

const valuesOf = (service: ServiceDetailOut): ServiceValues => ({
  name: service.name,
  manager: service.manager,
  assistant: service.assistant,
  members: service.members.map((m) => m.id),
  share_members_visibility: service.share_members_visibility,
  share_leaves_visibility: service.share_leaves_visibility,
});

/**
 * `/back_office/service_management/create` and `/edit/{service_id}` (spec/3 "Service create and edit page"): general
 * information, manager and assistant, the member transfer lists ("Show inactives" adds inactive people), the two
 * visibility settings, and when editing the service's documents.
 */
export default function ServiceFormPage() {
  const { serviceId } = useParams();
  const id = serviceId ? Number(serviceId) : undefined;
  const { data: service, isError } = useQuery({ ...serviceQuery(id ?? 0), enabled: id !== undefined });
  const { data: people } = useQuery(companyPeopleQuery());
  if (id !== undefined && (isError || Number.isNaN(id))) return <ServiceNotFound />;
  if ((id !== undefined && !service) || !people) return <FullPageLoader />;
  return <ServiceForm key={id ?? 'new'} service={service ?? null} people={people.results} />;
}

function ServiceNotFound() {
  const { t } = useTranslation();
  usePageTitle(t('services.editTitle'));
  return (
    <Stack gap="md">
      <BackToList />
      <Text>{t('services.notFound')}</Text>
    </Stack>
  );
}

function BackToList() {
  const { t } = useTranslation();
  return (
    <Anchor component={Link} to={SERVICES_PATH} size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} />
        {t('services.backToList')}
      </Group>
    </Anchor>
  );
}

function ServiceForm({ service, people }: { service: ServiceDetailOut | null; people: UserOut[] }) {
  const { t } = useTranslation();
  const title = service ? t('services.editTitle') : t('services.createTitle');
  usePageTitle(title);
  const navigate = useNavigate();
  const save = useSaveService();
  const [showInactives, setShowInactives] = useState(false);
  const form = useSchemaForm(ServiceIn, service ? valuesOf(service) : NEW_SERVICE);
  const { values } = form;

  // The service's own list first: a member the directory's page did not bring (beyond 1,000 people) still shows.
  const byId = new Map<number, TransferPerson>([...(service?.members ?? []), ...people].map((p) => [p.id, p]));
  const option = (p: UserOut) => ({ value: String(p.id), label: `${p.first_name} ${p.last_name}` });
  const managers = people.filter((p) => canManageService(p) || p.id === values.manager);
  const assistants = people.filter((p) => p.is_active || p.id === values.assistant);
  const sameUser = values.manager !== null && values.manager === values.assistant;

  const lists = memberLists(people, values.members, byId, showInactives);

  const failed = (error: unknown) => {
    if (!form.showServerErrors(error)) {
      notifyError(`${t('errors.codes.service.saveFailed')}: ${describeError(t, error)}`);
    }
  };
  const submit = form.onSubmit((body) =>
    save.mutate(
      { ...body, id: service?.id },
      {
        onSuccess: (saved) => {
          notifySuccess(t(service ? 'services.updated' : 'services.created', { name: saved.name }));
          navigate(SERVICES_PATH);
        },
        onError: failed,
      },
    ),
  );

  return (
    <Stack gap="md">
      <BackToList />
      <Group justify="space-between" align="flex-end">
        <PageTitle>{title}</PageTitle>
        <Checkbox
          label={t('services.showInactives')}
          checked={showInactives}
          onChange={(event) => setShowInactives(event.currentTarget.checked)}
        />
      </Group>
      <form onSubmit={submit} noValidate aria-label={title}>
        <Stack gap="md">
          <FormErrors form={form} title={t('services.cannotSave')} />
          <SectionCard title={t('services.general')}>
            <TextInput
              {...form.textInput('name')}
              label={t('services.fields.name')}
              withAsterisk
              maxLength={TEXT_LIMITS.name}
              maw={480}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} maw={720}>
              <Select
                {...form.selectInput('manager', { numeric: true })}
                onChange={(next) =>
                  // No assistant without a manager: clearing the manager clears the assistant.
                  form.update(() => (next === null ? { manager: null, assistant: null } : { manager: Number(next) }))
                }
                label={t('services.fields.manager')}
                description={t('services.fields.managerHelp')}
                placeholder={t('services.fields.choose')}
                data={managers.map(option)}
                searchable
                clearable
                nothingFoundMessage={t('services.noPerson')}
              />
              <Select
                {...form.selectInput('assistant', { numeric: true })}
                label={t('services.fields.assistant')}
                description={t(
                  values.manager === null ? 'services.fields.assistantDisabled' : 'services.fields.assistantHelp',
                )}
                placeholder={t('services.fields.choose')}
                data={assistants.map(option)}
                disabled={values.manager === null}
                searchable
                clearable
                nothingFoundMessage={t('services.noPerson')}
                error={sameUser ? t('errors.codes.service.sameManagerAssistant') : form.error('assistant')}
              />
            </SimpleGrid>
            <Checkbox
              {...form.checkbox('share_leaves_visibility')}
              label={t('services.fields.shareLeaves')}
              description={t('services.fields.shareLeavesHelp')}
            />
            <Checkbox
              {...form.checkbox('share_members_visibility')}
              label={t('services.fields.shareMembers')}
              description={t('services.fields.shareMembersHelp')}
            />
          </SectionCard>
          <SectionCard title={t('services.membersTitle')}>
            <TransferList
              available={lists.available}
              members={lists.members}
              onChange={(ids) => form.setValue('members', lists.withHidden(ids))}
            />
            {form.error('members') && (
              <Text size="sm" c="red">
                {form.error('members')}
              </Text>
            )}
          </SectionCard>
          <Group justify="flex-end">
            <Button variant="default" component={Link} to={SERVICES_PATH}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              leftSection={<IconDeviceFloppy size={16} />}
              loading={save.isPending}
              disabled={sameUser}
            >
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      {service && <ServiceDocuments serviceId={service.id} />}
    </Stack>
  );
}

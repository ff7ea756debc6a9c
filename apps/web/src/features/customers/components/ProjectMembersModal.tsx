import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../../lib/notify';
import { type Project, projectMembersQuery, projectPeopleQuery, useSetProjectMembers } from '../api/customers';

/** "List users" (spec/3 §2): the people working on a project; while there are any, it cannot be deleted. */
export function ProjectMembersModal({ project, onClose }: { project: Project; onClose: () => void }) {
  const { t } = useTranslation();
  const { data: members } = useQuery(projectMembersQuery(project.id));
  const { data: people } = useQuery(projectPeopleQuery());
  const [chosen, setChosen] = useState<string[] | null>(null);
  const save = useSetProjectMembers();
  const value = chosen ?? (members ?? []).map((m) => String(m.id));

  // Members stay choosable even when they left the active list.
  const options = new Map<string, string>();
  for (const p of people?.results ?? []) options.set(String(p.id), `${p.first_name} ${p.last_name}`);
  for (const m of members ?? []) options.set(String(m.id), `${m.first_name} ${m.last_name}`);

  const submit = () =>
    save.mutate(
      { id: project.id, users: value.map(Number) },
      {
        onSuccess: () => {
          notifySuccess(t('projects.members.saved', { name: project.name }));
          onClose();
        },
      },
    );

  return (
    <Modal opened onClose={onClose} title={t('projects.members.title', { name: project.name })} size="lg">
      <Stack>
        <MultiSelect
          label={t('projects.members.label')}
          placeholder={t('projects.members.placeholder')}
          searchable
          clearable
          maxDropdownHeight={300}
          data={[...options].map(([id, label]) => ({ value: id, label }))}
          value={value}
          onChange={setChosen}
          disabled={!members}
          data-autofocus
        />
        {members && value.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('projects.members.none')}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={!members}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

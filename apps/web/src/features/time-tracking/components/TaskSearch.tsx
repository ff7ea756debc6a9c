import { Group, SegmentedControl, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { SEARCH_MAX, SEARCH_MIN, type TaskSearchValue } from '../lib/search';

/** The list's search (spec/2 §5.3): by project or by tag name, at least 2 characters, at most 18. */
export function TaskSearch({
  value,
  onChange,
}: {
  value: TaskSearchValue;
  onChange: (value: TaskSearchValue) => void;
}) {
  const { t } = useTranslation();
  const tooShort = value.text.trim().length > 0 && value.text.trim().length < SEARCH_MIN;
  return (
    <Group gap="xs" align="flex-start">
      <SegmentedControl
        size="sm"
        value={value.by}
        onChange={(by) => onChange({ ...value, by: by as TaskSearchValue['by'] })}
        data={[
          { value: 'project', label: t('timeTracking.search.byProject') },
          { value: 'tag', label: t('timeTracking.search.byTag') },
        ]}
        aria-label={t('timeTracking.search.by')}
      />
      <TextInput
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.currentTarget.value })}
        placeholder={t(
          value.by === 'project' ? 'timeTracking.search.projectPlaceholder' : 'timeTracking.search.tagPlaceholder',
        )}
        aria-label={t('timeTracking.search.label')}
        leftSection={<IconSearch size={16} />}
        maxLength={SEARCH_MAX}
        error={tooShort ? t('timeTracking.search.tooShort', { min: SEARCH_MIN }) : undefined}
        w={220}
      />
    </Group>
  );
}

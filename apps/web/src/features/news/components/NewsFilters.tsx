import { Select, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActiveFilter, FilterPanel } from '../../../components/FilterPanel';

export type NewsFilterValues = { title: string; enable: 'true' | 'false' | null };
export const NO_NEWS_FILTERS: NewsFilterValues = { title: '', enable: null };

/** The news list's filters (spec/3 §7 "News GET (title, enable)"), applied with Apply or Enter. */
export function NewsFilters({
  applied,
  onApply,
}: {
  applied: NewsFilterValues;
  onApply: (values: NewsFilterValues) => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(applied);
  const enableLabel = (value: 'true' | 'false') => t(value === 'true' ? 'news.active' : 'news.inactive');

  const active: ActiveFilter[] = [];
  if (applied.title)
    active.push({
      key: 'title',
      label: t('filters.tag', { name: t('news.fields.title'), value: applied.title }),
      onRemove: () => onApply({ ...applied, title: '' }),
    });
  if (applied.enable)
    active.push({
      key: 'enable',
      label: t('filters.tag', { name: t('news.columns.active'), value: enableLabel(applied.enable) }),
      onRemove: () => onApply({ ...applied, enable: null }),
    });

  return (
    <FilterPanel
      onApply={() => onApply({ ...draft, title: draft.title.trim() })}
      onClear={() => {
        setDraft(NO_NEWS_FILTERS);
        onApply(NO_NEWS_FILTERS);
      }}
      active={active}
    >
      <TextInput
        label={t('news.fields.title')}
        value={draft.title}
        onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
        maxLength={200}
        w={220}
      />
      <Select
        label={t('news.columns.active')}
        placeholder={t('news.all')}
        data={(['true', 'false'] as const).map((value) => ({ value, label: enableLabel(value) }))}
        value={draft.enable}
        onChange={(value) => setDraft({ ...draft, enable: value as NewsFilterValues['enable'] })}
        clearable
        w={150}
      />
    </FilterPanel>
  );
}

import { Button, Checkbox, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TermsOfUse } from '../../../components/TermsOfUse';
import { useSaveGeneralPreferences } from '../api/preferences';

/** spec/1 §1: five tabs, Previous and Next, and a Close on the last tab tied to accepting the terms. */
const TABS = ['welcome', 'features', 'selfService', 'backOffice', 'terms'] as const;
type Tab = (typeof TABS)[number];

/** The tour itself, in its own chunk: only a trial company's users, once, ever see it. */
export default function WelcomeTourModal() {
  const { t } = useTranslation();
  const [tab, setTab] = useState<Tab>('welcome');
  const [accepted, setAccepted] = useState(false);
  const save = useSaveGeneralPreferences();
  const index = TABS.indexOf(tab);
  const last = index === TABS.length - 1;
  const go = (step: number) => setTab(TABS[index + step] ?? tab);

  return (
    <Modal
      opened
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      size="xl"
      title={t('tour.title')}
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      <Tabs value={tab} onChange={(value) => value && setTab(value as Tab)}>
        <Tabs.List grow>
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`tour.tabs.${name}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.slice(0, -1).map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <Text style={{ whiteSpace: 'pre-line' }}>{t(`tour.content.${name}`)}</Text>
          </Tabs.Panel>
        ))}
        <Tabs.Panel value="terms" pt="md">
          <Stack>
            <ScrollArea.Autosize mah={280} type="auto">
              <TermsOfUse />
            </ScrollArea.Autosize>
            <Checkbox
              label={t('tour.accept')}
              checked={accepted}
              onChange={(event) => setAccepted(event.currentTarget.checked)}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="space-between" mt="lg">
        <Button variant="default" onClick={() => go(-1)} disabled={index === 0}>
          {t('tour.previous')}
        </Button>
        {last ? (
          <Button
            disabled={!accepted}
            loading={save.isPending}
            onClick={() => save.mutate({ should_display_welcome_modal: false })}
          >
            {t('tour.close')}
          </Button>
        ) : (
          <Button onClick={() => go(1)} data-autofocus>
            {t('tour.next')}
          </Button>
        )}
      </Group>
    </Modal>
  );
}

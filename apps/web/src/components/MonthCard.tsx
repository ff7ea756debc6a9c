import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { monthName } from '@staff/shared';
import { IconLock, IconPlus } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** A month's document as its card shows it: where it opens, whether it is locked, its status, its figures. */
export type MonthCardDocument = { path: string; locked: boolean; badge: ReactNode; figures: ReactNode };

/**
 * One month of a year home (spec/1 §2: activity reports, expense claims): its name, the document's status with a lock
 * when the owner can no longer change it, its figures and the button that opens it; or the not-created placeholder and
 * the button that creates it. `texts` holds the words (`activity.home`, `expenses.home`).
 */
export function MonthCard({
  month,
  texts,
  testId,
  document,
  onCreate,
  creating,
}: {
  month: string;
  texts: string;
  testId: string;
  document: MonthCardDocument | undefined;
  onCreate: (month: string) => void;
  creating: boolean;
}) {
  const { t, i18n } = useTranslation();
  const name = monthName(month, i18n.language);
  return (
    <Card withBorder padding="md" radius="md" data-testid={testId}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600} tt="capitalize">
            {name}
          </Text>
          {document && (
            <Group gap={6} wrap="nowrap">
              {document.locked && <IconLock size={16} aria-label={t(`${texts}.locked`)} role="img" />}
              {document.badge}
            </Group>
          )}
        </Group>
        {document ? (
          <>
            {document.figures}
            <Button
              component={Link}
              to={document.path}
              variant="light"
              mt="auto"
              aria-label={t(`${texts}.openMonth`, { month: name })}
            >
              {t(`${texts}.open`)}
            </Button>
          </>
        ) : (
          <>
            <Text size="sm" c="dimmed">
              {t(`${texts}.notCreated`)}
            </Text>
            <Button
              variant="default"
              mt="auto"
              leftSection={<IconPlus size={16} />}
              loading={creating}
              onClick={() => onCreate(month)}
              aria-label={t(`${texts}.createMonth`, { month: name })}
            >
              {t(`${texts}.create`)}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

/** One figure of a card: its label, and its value in a fixed-width font so that the cards' figures line up. */
export function MonthCardFigure({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? undefined : 'sm'} fw={strong ? 600 : 500} className="figures">
        {value}
      </Text>
    </Group>
  );
}

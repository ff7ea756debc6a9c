import { Group, Rating, Text } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BannerAlert } from '../../../components/BannerAlert';
import { todayIso } from '../../../lib/dates';
import { useCurrentUser } from '../../../lib/me';
import { notifySuccess } from '../../../lib/notify';
import { todayMarkQuery, useSendDayMark } from '../api/wellness';
import { dismissedToday, dismissForToday } from '../lib/dismissal';

/**
 * The daily five-star banner (spec/1 §1, spec/2 §2.4): on a day the user has not rated yet, 1 to 5 stars; a click
 * sends the day's mark and the banner goes; dismissed, it stays away until tomorrow. Shown only on a company using
 * wellness (the layout asks before loading it).
 */
export default function WellnessBanner() {
  const { t } = useTranslation();
  const me = useCurrentUser();
  const today = todayIso();
  const [dismissed, setDismissed] = useState(() => dismissedToday(me.id, today));
  const { data } = useQuery({ ...todayMarkQuery(), enabled: !dismissed });
  const send = useSendDayMark();

  // Nothing until the server has said the day is not rated yet: no banner flashing for one who already rated.
  if (dismissed || !data || data.mark !== null || send.isSuccess) return null;

  const rate = (mark: number) =>
    send.mutate(mark, { onSuccess: () => notifySuccess(t('errors.codes.wellness.mark_sent')) });

  return (
    <BannerAlert
      color="teal"
      icon={<IconMoodSmile />}
      title={t('wellness.banner.title')}
      dismissLabel={t('wellness.banner.dismiss')}
      onDismiss={() => {
        dismissForToday(me.id, today);
        setDismissed(true);
      }}
      role="region"
      testId="wellness-banner"
    >
      <Group gap="md" wrap="wrap">
        <Text size="sm" id="wellness-banner-question">
          {t('wellness.banner.question')}
        </Text>
        <Rating
          count={5}
          size="lg"
          readOnly={send.isPending}
          onChange={rate}
          aria-labelledby="wellness-banner-question"
          getSymbolLabel={(value) => t('wellness.stars', { count: value })}
        />
      </Group>
    </BannerAlert>
  );
}

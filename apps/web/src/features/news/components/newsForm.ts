import type { NewsInput } from '@staff/shared';
import dayjs from '../../../lib/dayjs';
import type { News } from '../api/news';

/**
 * The news modal's values: the expiration as the date-time picker speaks it, "YYYY-MM-DD HH:mm:ss" in the browser's
 * zone; the wire wants an instant (UTC ISO), `toNewsInput` converts.
 */
export type NewsFormValues = {
  title: string;
  content: string;
  publication_date: string | null;
  expiration_date: string | null;
  enable: boolean;
};

export const PICKER_DATE_TIME = 'YYYY-MM-DD HH:mm:ss';

export const emptyNews = (today: string): NewsFormValues => ({
  title: '',
  content: '',
  publication_date: today,
  expiration_date: null,
  enable: true,
});

export const newsFormValues = (news: News): NewsFormValues => ({
  title: news.title,
  content: news.content,
  publication_date: news.publication_date,
  expiration_date: news.expiration_date ? dayjs(news.expiration_date).format(PICKER_DATE_TIME) : null,
  enable: news.enable,
});

export const toNewsInput = (values: NewsFormValues): NewsInput => ({
  ...values,
  title: values.title.trim(),
  expiration_date: values.expiration_date ? dayjs(values.expiration_date).toISOString() : null,
});

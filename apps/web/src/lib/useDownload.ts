import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from './messages';
import { notifyError, notifySuccess } from './notify';

/**
 * A download started from a button or a menu (a PDF, a ZIP): `downloading` while it runs, for the spinner; a failure
 * said in a toast (`failed` words it around the server's reason), a success only when `done` is given.
 */
export function useDownload(failed: (details: string) => string) {
  const { t } = useTranslation();
  const [downloading, setDownloading] = useState(false);

  async function run(download: () => Promise<unknown>, done?: string) {
    setDownloading(true);
    try {
      await download();
      if (done) notifySuccess(done);
    } catch (error) {
      notifyError(failed(describeError(t, error)));
    } finally {
      setDownloading(false);
    }
  }

  return { run, downloading };
}

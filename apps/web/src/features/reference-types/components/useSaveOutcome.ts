import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/messages';
import { notifyError, notifySuccess } from '../../../lib/notify';

/**
 * What a reference type's modal does once its save is answered: says it saved and closes, or puts the server's field
 * errors on their fields and tells the rest ("Save failed: …"). `said` is the success message of the saved row.
 */
export function useSaveOutcome<Row>(
  form: { showServerErrors: (error: unknown) => boolean },
  { said, onDone }: { said: (saved: Row) => string; onDone: () => void },
) {
  const { t } = useTranslation();
  return {
    onSuccess: (saved: Row) => {
      notifySuccess(said(saved));
      onDone();
    },
    onError: (error: unknown) => {
      if (!form.showServerErrors(error))
        notifyError(t('referenceTypes.saveFailed', { error: describeError(t, error) }));
    },
  };
}

import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { openConfirm } from '../../../components/confirm';

/**
 * spec/1 §4 "Changing day in the day view with unsaved changes asks for confirmation": any move inside the app (another
 * day, another page) waits for the user's word while `dirty`; closing or reloading the tab gets the browser's own
 * question.
 */
export function useUnsavedChanges(dirty: boolean) {
  const { t } = useTranslation();
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  // The blocker is a new object at each render: the question is asked once per blocked move, when its state turns.
  const latest = useRef(blocker);
  latest.current = blocker;
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    openConfirm({
      title: t('activityReports.day.unsavedTitle'),
      message: t('activityReports.day.unsavedText'),
      confirmLabel: t('activityReports.day.leave'),
      color: 'orange',
      onConfirm: () => latest.current.proceed?.(),
      onCancel: () => latest.current.reset?.(),
    });
  }, [blocker.state, t]);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}

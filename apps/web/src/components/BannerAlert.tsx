import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A banner of the banner area above every page (spec/1 §1: the trial banner, the daily wellness stars): a light
 * coloured alert with its icon and title, closed by its own button, named so that a screen reader finds it.
 */
export function BannerAlert({
  color,
  icon,
  title,
  dismissLabel,
  onDismiss,
  role,
  testId,
  children,
}: {
  color: string;
  icon: ReactNode;
  title: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** `status` for news the page gives, `region` for something to act on. */
  role: 'status' | 'region';
  testId: string;
  children: ReactNode;
}) {
  return (
    <Alert
      color={color}
      variant="light"
      icon={icon}
      title={title}
      withCloseButton
      closeButtonLabel={dismissLabel}
      onClose={onDismiss}
      mb="md"
      role={role}
      aria-label={role === 'region' ? title : undefined}
      data-testid={testId}
    >
      {children}
    </Alert>
  );
}

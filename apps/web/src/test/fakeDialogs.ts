import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';
import type { openConfirm as realOpenConfirm } from '../components/confirm';
import { initFrench } from './i18n';

/**
 * Stand-ins for the confirmation modal and the toasts, for the tests of a hook or a button that asks first and tells
 * after: the confirmations asked and the toasts shown are kept here, in order, for the test to read and to answer.
 *   vi.mock('…/components/confirm', () => import('…/test/fakeDialogs'));
 *   vi.mock('…/lib/notify', () => import('…/test/fakeDialogs'));
 */
export const confirmations: Parameters<typeof realOpenConfirm>[0][] = [];
export const toasts: { kind: 'success' | 'error'; message: string; title?: string }[] = [];

export const openConfirm = (options: (typeof confirmations)[number]) => {
  confirmations.push(options);
};
export const notifySuccess = (message: string) => {
  toasts.push({ kind: 'success', message });
};
export const notifyError = (message: string, title?: string) => {
  toasts.push({ kind: 'error', message, ...(title === undefined ? {} : { title }) });
};

/** Forgets what the last test asked and showed (afterEach). */
export function resetDialogs() {
  confirmations.length = 0;
  toasts.length = 0;
}

/** A test file of a hook or a button that asks and tells: the French texts once, and a clean slate after each test. */
export function withFrenchAndFakeDialogs() {
  beforeAll(initFrench);
  afterEach(() => {
    cleanup();
    resetDialogs();
    vi.unstubAllGlobals();
  });
}

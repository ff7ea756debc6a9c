import { Modal } from '@mantine/core';
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from './render';

/**
 * A test file's jsdom is gone once it ends: a transition's timer still pending then throws "window is not defined",
 * an unhandled error that fails the whole run (CI, twice). The test providers run no transition: nothing waits on an
 * animation frame, and closing a modal leaves only the focus return's short timer.
 */
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const modal = (opened: boolean) => (
  <Modal opened={opened} onClose={() => {}} title="Titre">
    Corps
  </Modal>
);

describe('the test providers', () => {
  it('open and close a modal without a transition timer or an animation frame', () => {
    vi.useFakeTimers();
    const frames = vi.spyOn(window, 'requestAnimationFrame');
    const { rerender } = renderWithProviders(modal(true));
    act(() => vi.runAllTimers());
    rerender(modal(false));
    expect(frames).not.toHaveBeenCalled();
  });
});

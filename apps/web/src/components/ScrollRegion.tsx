import { ScrollArea } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A box that scrolls past `mah`, which a keyboard can scroll too (WCAG 2.1.1, axe's scrollable-region-focusable): its
 * viewport is in the tab order, a region named `label`, so that what it hides is reachable without a mouse even when
 * it holds nothing focusable (a table of statuses, a list of names).
 */
export function ScrollRegion({ label, mah, children }: { label: string; mah: number; children: ReactNode }) {
  return (
    <ScrollArea.Autosize mah={mah} type="auto" viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': label }}>
      {children}
    </ScrollArea.Autosize>
  );
}

import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

const MantineTooltip = lazy(() => import('./DeferredTooltip.lazy'));

/**
 * Mantine's Tooltip, downloaded when a screen first shows one: it brings the floating-ui positioning library (15 KB
 * gzip), which the first page does not need. Until it is there the target is shown as it is, without its tooltip
 * (a hint, never the only label: every target keeps its aria-label).
 */
export function DeferredTooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <MantineTooltip {...props} />
    </Suspense>
  );
}

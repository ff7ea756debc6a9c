// The chunk of DeferredTooltip.tsx: Mantine's Tooltip and what it needs (floating-ui).
export { Tooltip as default } from '@mantine/core';

import { createTheme } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  components: {
    // spec/1 §9: tooltip delay 1500 ms.
    Tooltip: { defaultProps: { openDelay: 1500, withArrow: true } },
  },
});

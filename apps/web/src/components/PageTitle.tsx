import { Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's heading: its one `h1`, at the size every page shows it (the tab's title is `usePageTitle`'s). */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Title order={1} fz="h2">
      {children}
    </Title>
  );
}

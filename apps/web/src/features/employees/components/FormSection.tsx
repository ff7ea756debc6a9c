import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../components/SectionCard';

/** One section of the employee form (spec 3 §2: identity and account, dates, roles…): a titled card, two columns. */
export function FormSection({ title, children, cols = 2 }: { title: string; children: ReactNode; cols?: number }) {
  return (
    <SectionCard title={title}>
      <SimpleGrid cols={{ base: 1, sm: cols }} spacing="sm">
        {children}
      </SimpleGrid>
    </SectionCard>
  );
}

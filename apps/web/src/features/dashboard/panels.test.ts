import { describe, expect, it } from 'vitest';
import { type DashboardPanelEntry, phoneOrder } from './panels';

const panel = (id: string, area: DashboardPanelEntry['area'], asksForAction?: boolean): DashboardPanelEntry => ({
  id,
  area,
  component: () => null,
  ...(asksForAction && { asksForAction }),
});

describe("the dashboard's order on a phone", () => {
  it('puts Pensez-y, then À valider, above the news; the rest keeps its order, the side last', () => {
    const panels = [
      panel('activity-month', 'main'),
      panel('validation-inbox', 'main', true),
      panel('news', 'main'),
      panel('reminder', 'side', true),
      panel('documents', 'side'),
    ];
    expect(phoneOrder(panels).map((p) => p.id)).toEqual([
      'reminder',
      'validation-inbox',
      'activity-month',
      'news',
      'documents',
    ]);
  });
});

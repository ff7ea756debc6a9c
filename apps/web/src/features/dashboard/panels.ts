import type { ComponentType } from 'react';
import { canRequestLeaves } from '../../lib/permissions';
import type { Me } from '../../lib/types';
import { DocumentsPanel } from './components/DocumentsPanel';
import { LeaveRecapPanel } from './components/LeaveRecapPanel';
import { LeavesLinkPanel } from './components/LeavesLinkPanel';
import { NewsPanel } from './components/NewsPanel';
import { ReminderPanel } from './components/ReminderPanel';

/**
 * The dashboard's panels (spec/1 §2). A module adds its panel here when it is built — the activity report of the
 * month, the expense claim, the leave recap, the links to leaves and time tracking — with the condition that shows it.
 */
export type DashboardPanelEntry = {
  id: string;
  /**
   * main: the wide column; side: the narrow one (stacked under main on small screens); reminder: a line inside the
   * "Think about it" panel (a module's own reminder, e.g. the activity report still to send).
   */
  area: 'main' | 'side' | 'reminder';
  component: ComponentType;
  visible?: (me: Me) => boolean;
  /** It asks the user to act (Pensez-y, À valider): on a phone, shown first, above the news (issue 25). */
  asksForAction?: boolean;
};

export const DASHBOARD_PANELS: readonly DashboardPanelEntry[] = [
  { id: 'leave-recap', area: 'main', component: LeaveRecapPanel, visible: canRequestLeaves },
  { id: 'leaves-links', area: 'main', component: LeavesLinkPanel, visible: canRequestLeaves },
  { id: 'news', area: 'main', component: NewsPanel },
  { id: 'reminder', area: 'side', component: ReminderPanel, asksForAction: true },
  { id: 'documents', area: 'side', component: DocumentsPanel },
];

/**
 * A phone's one column (issue 25): what asks for action first, the side's (Pensez-y) before the main's (À valider),
 * then the main column's panels, then the side's, each in their order.
 */
export function phoneOrder(panels: readonly DashboardPanelEntry[]): DashboardPanelEntry[] {
  const acting = panels.filter((panel) => panel.asksForAction);
  const rest = (area: DashboardPanelEntry['area']) =>
    panels.filter((panel) => panel.area === area && !panel.asksForAction);
  return [
    ...acting.filter((panel) => panel.area === 'side'),
    ...acting.filter((panel) => panel.area !== 'side'),
    ...rest('main'),
    ...rest('side'),
  ];
}

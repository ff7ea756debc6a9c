/** The panels' frame is shared: a module's own dashboard panel (composed in app/dashboardPanels.ts) uses it too. */
export { DashboardPanel } from '../../../components/DashboardPanel';

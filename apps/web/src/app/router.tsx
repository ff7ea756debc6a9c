import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate, Outlet } from 'react-router';
import { FullPageLoader } from '../components/FullPageLoader';
import { canValidateActivities } from '../features/activity/lib/access';
import { prefetchDashboardData } from '../features/dashboard/api/prefetch';
import { canSeeProjectSummaries } from '../features/project-summaries/lib/access';
import { canSeeMonthlySynthesis } from '../features/synthesis/lib/access';
import { canManageWellness, usesWellness } from '../features/wellness/lib/access';
import {
  can,
  canClaimExpenses,
  canManageLeaves,
  canManageMissionOrders,
  canManageProjects,
  canReportActivity,
  canRequestLeaves,
  canSeeOwnMissionOrders,
  canTrackTime,
  canValidateExpenseClaims,
  hasFlag,
  isStaff,
} from '../lib/permissions';
import { appQueryClient } from '../lib/queryClient';
import type { Me } from '../lib/types';
import { AuthEventsListener } from './AuthEventsListener';
import { MODULE_DASHBOARD_PANELS } from './dashboardPanels';
import { Allow, AnonymousOnly, RequireAuth, SelfServiceOnly } from './guards';

// Route-level code splitting: each layout and page is its own chunk, loaded when first visited, so that the login
// page does not download the signed-in shell (menus, sidebar, tooltips) and the reverse.
const PublicLayout = lazy(() => import('./shell/PublicLayout').then((m) => ({ default: m.PublicLayout })));
const AppLayout = lazy(() => import('./shell/AppLayout').then((m) => ({ default: m.AppLayout })));
const AdminLayout = lazy(() => import('./shell/AdminLayout').then((m) => ({ default: m.AdminLayout })));
const LoginPage = lazy(() => import('../features/auth/pages/LoginPage'));
const ResetPage = lazy(() => import('../features/auth/pages/ResetPage'));
const ChangePasswordPage = lazy(() => import('../features/auth/pages/ChangePasswordPage'));
const ConfirmEmailPage = lazy(() => import('../features/auth/pages/ConfirmEmailPage'));
const LogoutPage = lazy(() => import('../features/auth/pages/LogoutPage'));
const AboutPage = lazy(() => import('../features/about/pages/AboutPage'));
const DashboardPage = lazy(() => import('../features/dashboard/pages/DashboardPage'));
const EditProfilePage = lazy(() => import('../features/account/pages/EditProfilePage'));
const EditPasswordPage = lazy(() => import('../features/account/pages/EditPasswordPage'));
const SupportPage = lazy(() => import('../features/account/pages/SupportPage'));
const BackOfficeHomePage = lazy(() => import('../features/back-office/pages/BackOfficeHomePage'));
const AdminConsolePage = lazy(() => import('../features/admin/pages/AdminConsolePage'));
const LeavesListPage = lazy(() => import('../features/leaves/pages/LeavesListPage'));
const LeaveCreatePage = lazy(() => import('../features/leaves/pages/LeaveCreatePage'));
const LeaveUpdatePage = lazy(() => import('../features/leaves/pages/LeaveUpdatePage'));
const LeaveViewPage = lazy(() => import('../features/leaves/pages/LeaveViewPage'));
const LeavesCalendarPage = lazy(() => import('../features/leaves/pages/LeavesCalendarPage'));
const LeaveManagementPage = lazy(() => import('../features/leaves/pages/LeaveManagementPage'));
const LeaveDelegationPage = lazy(() => import('../features/leaves/pages/LeaveDelegationPage'));
const ActivityHomePage = lazy(() => import('../features/activity/pages/ActivityHomePage'));
const ActivityReportPage = lazy(() => import('../features/activity/pages/ActivityReportPage'));
const ExpensesHomePage = lazy(() => import('../features/expenses/claims/ExpensesHomePage'));
const ExpenseClaimPage = lazy(() => import('../features/expenses/claims/ExpenseClaimPage'));
const CustomersPage = lazy(() => import('../features/customers/pages/CustomersPage'));
const ProjectsPage = lazy(() => import('../features/customers/pages/ProjectsPage'));
const TypesOfLeavePage = lazy(() => import('../features/reference-types/pages/TypesOfLeavePage'));
const TypeOfLeaveCreatePage = lazy(() => import('../features/reference-types/pages/TypeOfLeaveCreatePage'));
const TypeOfLeaveEditPage = lazy(() => import('../features/reference-types/pages/TypeOfLeaveEditPage'));
const OvertimeTypesPage = lazy(() => import('../features/reference-types/pages/OvertimeTypesPage'));
const VehicleTypesPage = lazy(() => import('../features/reference-types/pages/VehicleTypesPage'));
const ExpenseTypesPage = lazy(() => import('../features/reference-types/pages/ExpenseTypesPage'));
const TaxRatesPage = lazy(() => import('../features/reference-types/pages/TaxRatesPage'));
const NewsManagementPage = lazy(() => import('../features/news/pages/NewsManagementPage'));
const CompanyDeletionPage = lazy(() => import('../features/admin/pages/CompanyDeletionPage'));
const CompanyManagementPage = lazy(() => import('../features/company/pages/CompanyManagementPage'));
const EmployeesListPage = lazy(() => import('../features/employees/pages/EmployeesListPage'));
const EmployeeCreatePage = lazy(() =>
  import('../features/employees/pages/EmployeeFormPage').then((m) => ({ default: m.EmployeeCreatePage })),
);
const EmployeePage = lazy(() => import('../features/employees/pages/EmployeePage'));
const EmployeeEditPage = lazy(() =>
  import('../features/employees/pages/EmployeeFormPage').then((m) => ({ default: m.EmployeeEditPage })),
);
const ContractsPage = lazy(() => import('../features/contracts/pages/ContractsPage'));
const ServicesPage = lazy(() => import('../features/services/pages/ServicesPage'));
const ServiceFormPage = lazy(() => import('../features/services/pages/ServiceFormPage'));
const ActivityDayPage = lazy(() => import('../features/activity/pages/ActivityDayPage'));
const ActivityReportsManagementPage = lazy(() => import('../features/activity/pages/ActivityReportsManagementPage'));
const ExpenseClaimManagementPage = lazy(() => import('../features/expenses/back-office/ExpenseClaimManagementPage'));
const CustomerSummaryPage = lazy(() => import('../features/project-summaries/pages/CustomerSummaryPage'));
const SalarySummaryPage = lazy(() => import('../features/project-summaries/pages/SalarySummaryPage'));
const CustomerProjectsPage = lazy(() => import('../features/project-summaries/pages/CustomerProjectsPage'));
const ProjectViewPage = lazy(() => import('../features/project-summaries/pages/ProjectViewPage'));
const InvoiceFormPage = lazy(() => import('../features/expenses/forms/pages/InvoiceFormPage'));
const TravelFormPage = lazy(() => import('../features/expenses/forms/pages/TravelFormPage'));
const MonthlySynthesisPage = lazy(() => import('../features/synthesis/pages/MonthlySynthesisPage'));
const TaskListPage = lazy(() => import('../features/time-tracking/pages/TaskListPage'));
const TimesheetPage = lazy(() => import('../features/time-tracking/pages/TimesheetPage'));
const TimeSynthesisPage = lazy(() => import('../features/time-tracking/pages/SynthesisPage'));
const TimeTrackingSettingsPage = lazy(() => import('../features/time-tracking/pages/SettingsPage'));
const MissionOrderManagementPage = lazy(() => import('../features/mission-orders/pages/MissionOrderManagementPage'));
const MissionOrderFormPage = lazy(() => import('../features/mission-orders/pages/MissionOrderFormPage'));
const MyMissionOrdersPage = lazy(() => import('../features/mission-orders/pages/MyMissionOrdersPage'));
const MyMissionOrderPage = lazy(() => import('../features/mission-orders/pages/MyMissionOrderPage'));
const TravelRequestPage = lazy(() => import('../features/mission-orders/pages/TravelRequestPage'));
const WellnessPage = lazy(() => import('../features/wellness/pages/WellnessPage'));
const WellnessManagementPage = lazy(() => import('../features/wellness/pages/WellnessManagementPage'));

/**
 * `/`'s loader: the dashboard's code (and its frame's) and its data are asked for at once, as soon as the URL is known,
 * rather than one after the other once the current user and the locale file have arrived. It waits for none of them:
 * the page shows as before, and finds what it needs already there or on its way. A failure is the panels' to show.
 */
function startDashboard(): null {
  void import('./shell/AppLayout');
  void import('../features/dashboard/pages/DashboardPage');
  prefetchDashboardData(appQueryClient).catch(() => undefined);
  return null;
}

/** The leaves calendar is also the back office's (spec/3 §2 lists it among its screens, opened in a new tab). */
const canSeeLeavesCalendar = (me: Me) => canRequestLeaves(me) || canManageLeaves(me);

/** A report is seen by its owner and by those who validate it (the server answers 404 for any other). */
const canSeeActivityReports = (me: Me) => canReportActivity(me) || canValidateActivities(me);
const canSeeExpenseClaims = (me: Me) => canClaimExpenses(me) || canValidateExpenseClaims(me);

/**
 * A claim's receipts and trips: its owner's (expenses_claims.create), and read-only those who validate it (the server
 * answers 404 to anybody else), on a company using expense claims.
 */
const canSeeExpenseLines = (me: Me) =>
  hasFlag(me, 'use_expenses_claims') && (can(me, 'expenses_claims.create') || can(me, 'expenses_claims.validate'));

/** spec/3 §6: the overtime, leave, expense and vehicle types are the administrator's (common.create). */
const canEditReferenceTypes = (me: Me) => can(me, 'common.create');

function Root() {
  return (
    <>
      <AuthEventsListener />
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}

/** The routes of spec/1 §2 and spec/3 §2; modules add theirs inside the shell as they are built. */
export const router = createBrowserRouter([
  {
    element: <Root />,
    // Shown while a route's loader runs at a page load (only `/` has one, and it does not wait).
    hydrateFallbackElement: <FullPageLoader />,
    children: [
      {
        element: <PublicLayout />,
        children: [
          {
            path: 'login',
            element: (
              <AnonymousOnly>
                <LoginPage />
              </AnonymousOnly>
            ),
          },
          { path: 'reset', element: <ResetPage /> },
          { path: 'change-password/:token', element: <ChangePasswordPage /> },
          { path: 'confirm-email/:token', element: <ConfirmEmailPage /> },
          { path: 'logout', element: <LogoutPage /> },
          { path: 'about', element: <AboutPage /> },
        ],
      },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <SelfServiceOnly />,
            children: [
              {
                element: <AppLayout />,
                children: [
                  {
                    index: true,
                    element: <DashboardPage modulePanels={MODULE_DASHBOARD_PANELS} />,
                    loader: startDashboard,
                  },
                  { path: 'edit-profile', element: <EditProfilePage /> },
                  {
                    path: 'edit-password',
                    element: (
                      <Allow when={(me) => me.can_change_password}>
                        <EditPasswordPage />
                      </Allow>
                    ),
                  },
                  { path: 'support', element: <SupportPage /> },
                  {
                    path: 'back_office',
                    element: (
                      <Allow when={isStaff}>
                        <BackOfficeHomePage />
                      </Allow>
                    ),
                  },
                  // spec/1 §2 activity reports; §6: without collaborator or hr, activity routes send home.
                  {
                    path: 'activity',
                    element: (
                      <Allow when={canReportActivity}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [{ index: true, element: <ActivityHomePage /> }],
                  },
                  // The report view: its owner's, and read-only a validator's (spec/3 §2 "view" in the back office).
                  {
                    path: 'activity/:reportId',
                    element: (
                      <Allow when={canSeeActivityReports}>
                        <ActivityReportPage />
                      </Allow>
                    ),
                  },
                  // spec/1 §2 expense claims; §6: without collaborator or hr, expenses routes send home.
                  {
                    path: 'expenses',
                    element: (
                      <Allow when={canClaimExpenses}>
                        <ExpensesHomePage />
                      </Allow>
                    ),
                  },
                  // The claim: its owner's, and read-only a validator's (spec/3 §2 "view" in the back office).
                  {
                    path: 'expenses/:claimId',
                    element: (
                      <Allow when={canSeeExpenseClaims}>
                        <ExpenseClaimPage />
                      </Allow>
                    ),
                  },
                  // spec/2 §2.2 time tracking (time_tracking.create on a company using it); the timesheet is ours.
                  {
                    path: 'time-tracking',
                    element: (
                      <Allow when={canTrackTime}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <Navigate to="task-list" replace /> },
                      { path: 'task-list', element: <TaskListPage /> },
                      { path: 'timesheet', element: <TimesheetPage /> },
                      { path: 'synthesis', element: <TimeSynthesisPage /> },
                      { path: 'settings', element: <TimeTrackingSettingsPage /> },
                    ],
                  },
                  // spec/2 §2.3 the employee's mission orders and travel request (mission_orders.view, use_mission_orders).
                  {
                    element: (
                      <Allow when={canSeeOwnMissionOrders}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { path: 'mission_orders', element: <MyMissionOrdersPage /> },
                      { path: 'mission_orders/:orderId', element: <MyMissionOrderPage /> },
                      { path: 'missions_orders/mission_order_travel', element: <TravelRequestPage /> },
                    ],
                  },
                  // spec/2 §2.3 the manager's mission orders (mission_orders.create, use_mission_orders).
                  {
                    path: 'back_office/mission_orders_management',
                    element: (
                      <Allow when={canManageMissionOrders}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <MissionOrderManagementPage /> },
                      { path: 'new', element: <MissionOrderFormPage route="new" /> },
                      { path: 'edit/:orderId', element: <MissionOrderFormPage route="edit" /> },
                      { path: 'extend/:orderId', element: <MissionOrderFormPage route="extend" /> },
                      { path: 'view/:orderId', element: <MissionOrderFormPage route="view" /> },
                    ],
                  },
                  // spec/2 §2.4: a company without use_wellness sends the user home; `?survey=` opens a survey.
                  {
                    path: 'wellness',
                    element: (
                      <Allow when={usesWellness}>
                        <WellnessPage />
                      </Allow>
                    ),
                  },
                  // spec/3 §2 wellness management: HR's (user.create), on a company using wellness.
                  {
                    path: 'back_office/wellness_management',
                    element: (
                      <Allow when={canManageWellness}>
                        <WellnessManagementPage />
                      </Allow>
                    ),
                  },
                  // spec/2 §2.1; spec/1 §6: without collaborator or hr, leaves routes send home.
                  {
                    element: (
                      <Allow when={canRequestLeaves}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { path: 'leaves', element: <LeavesListPage /> },
                      { path: 'leaves/create', element: <LeaveCreatePage /> },
                      { path: 'leave/update/:leaveId', element: <LeaveUpdatePage /> },
                      { path: 'leave/view/:leaveId', element: <LeaveViewPage /> },
                    ],
                  },
                  {
                    path: 'leaves/calendar',
                    element: (
                      <Allow when={canSeeLeavesCalendar}>
                        <LeavesCalendarPage />
                      </Allow>
                    ),
                  },
                  // spec/3 §2 leave management; leave-view and leave-update have no path in the spec: ours.
                  {
                    path: 'back_office/leave_management',
                    element: (
                      <Allow when={canManageLeaves}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <LeaveManagementPage /> },
                      { path: 'leaves_form_management', element: <LeaveDelegationPage /> },
                      { path: 'leave-view/:leaveId', element: <LeaveViewPage backOffice /> },
                      { path: 'leave-update/:leaveId', element: <LeaveUpdatePage backOffice /> },
                    ],
                  },
                  // spec/1 §2 the day view of activity reports (activities.create on a company using activities).
                  {
                    path: 'activity/day',
                    element: (
                      <Allow when={canReportActivity}>
                        <ActivityDayPage />
                      </Allow>
                    ),
                  },
                  // spec/1 §2 the receipt and travel expense forms of a claim.
                  {
                    element: (
                      <Allow when={canSeeExpenseLines}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { path: 'create_invoice/:claimId', element: <InvoiceFormPage /> },
                      { path: 'create_invoice/:claimId/:invoiceId', element: <InvoiceFormPage /> },
                      { path: 'create_expense_travel/:claimId', element: <TravelFormPage /> },
                      { path: 'create_expense_travel/:claimId/:travelExpenseId', element: <TravelFormPage /> },
                    ],
                  },
                  // spec/3 §2 monthly synthesis (reports.user-monthly-summary), on a company using activity reports.
                  {
                    path: 'back_office/monthly_synthesis',
                    element: (
                      <Allow when={canSeeMonthlySynthesis}>
                        <MonthlySynthesisPage />
                      </Allow>
                    ),
                  },
                  // spec/3 §2 activity reports management (activities.validate).
                  {
                    path: 'back_office/activity_reports_management',
                    element: (
                      <Allow when={canValidateActivities}>
                        <ActivityReportsManagementPage />
                      </Allow>
                    ),
                  },
                  {
                    path: 'back_office/expense_claim_management',
                    element: (
                      <Allow when={canValidateExpenseClaims}>
                        <ExpenseClaimManagementPage />
                      </Allow>
                    ),
                  },
                  // spec/2 §2.5 project summaries and the project view (activities.validate, spec/3 §6).
                  {
                    element: (
                      <Allow when={canSeeProjectSummaries}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { path: 'back_office/project_summary_customer', element: <CustomerSummaryPage /> },
                      { path: 'back_office/project_summary_salary', element: <SalarySummaryPage /> },
                      { path: 'back_office/projects_summary/:customerName', element: <CustomerProjectsPage /> },
                      { path: 'back_office/project-view/project', element: <ProjectViewPage /> },
                    ],
                  },
                  // spec/3 §2 Employees list, create and edit (user.create).
                  {
                    path: 'back_office/employees_management',
                    element: (
                      <Allow when={(me) => can(me, 'user.create')}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <EmployeesListPage /> },
                      { path: 'create', element: <EmployeeCreatePage /> },
                      { path: 'edit/:userId', element: <EmployeeEditPage /> },
                      // issue 25: the employee's own page.
                      { path: 'view/:userId', element: <EmployeePage /> },
                    ],
                  },
                  // spec/3 §2 and §6: contracts with contract.create, services with user.create.
                  {
                    path: 'back_office/contracts_management',
                    element: (
                      <Allow when={(me) => can(me, 'contract.create')}>
                        <ContractsPage />
                      </Allow>
                    ),
                  },
                  {
                    path: 'back_office/service_management',
                    element: (
                      <Allow when={(me) => can(me, 'user.create')}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <ServicesPage /> },
                      { path: 'create', element: <ServiceFormPage /> },
                      { path: 'edit/:serviceId', element: <ServiceFormPage /> },
                    ],
                  },
                  // spec/3 §2 customers, a customer's projects (name in the path, id in the query), company projects.
                  {
                    path: 'back_office/customer-management',
                    element: (
                      <Allow when={canManageProjects}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      { index: true, element: <CustomersPage /> },
                      { path: 'orphan_projects', element: <ProjectsPage orphan /> },
                      { path: ':customerName/project', element: <ProjectsPage /> },
                    ],
                  },
                  // spec/3 §2 settings: the reference types, written with common.create (spec/3 §6).
                  {
                    element: (
                      <Allow when={canEditReferenceTypes}>
                        <Outlet />
                      </Allow>
                    ),
                    children: [
                      {
                        path: 'back_office/type_of_leave_management',
                        element: (
                          <Allow when={(me) => hasFlag(me, 'use_leaves')}>
                            <Outlet />
                          </Allow>
                        ),
                        children: [
                          { index: true, element: <TypesOfLeavePage /> },
                          { path: 'create', element: <TypeOfLeaveCreatePage /> },
                          { path: 'edit/:typeOfLeaveId', element: <TypeOfLeaveEditPage /> },
                        ],
                      },
                      { path: 'back_office/overtime_management', element: <OvertimeTypesPage /> },
                      { path: 'back_office/vehicle_management', element: <VehicleTypesPage /> },
                      { path: 'back_office/types-of-expenses', element: <ExpenseTypesPage /> },
                      { path: 'back_office/tax_management', element: <TaxRatesPage /> },
                    ],
                  },
                  // spec/3 §2 "News"; spec/3 §6: lastnews.create.
                  {
                    path: 'back_office/news_management',
                    element: (
                      <Allow when={(me) => can(me, 'lastnews.create')}>
                        <NewsManagementPage />
                      </Allow>
                    ),
                  },
                  // spec/3 §6: company.update opens company management.
                  {
                    path: 'back_office/company_management',
                    element: (
                      <Allow when={(me) => can(me, 'company.update')}>
                        <CompanyManagementPage />
                      </Allow>
                    ),
                  },
                ],
              },
            ],
          },
          {
            path: 'admin',
            element: (
              <Allow when={(me) => me.is_superuser}>
                <AdminLayout />
              </Allow>
            ),
            children: [{ index: true, element: <AdminConsolePage /> }],
          },
          // spec/1 §2: the company deletion confirmation, superuser only (anyone else goes home).
          {
            path: 'delete-company/:company',
            element: (
              <Allow when={(me) => me.is_superuser}>
                <AdminLayout />
              </Allow>
            ),
            children: [{ index: true, element: <CompanyDeletionPage /> }],
          },
        ],
      },
      // spec/1 §2: unknown URLs go to /.
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
]);

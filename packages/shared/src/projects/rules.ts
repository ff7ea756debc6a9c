import { daysBetween, type IsoDate } from '../calendar/dates';

/**
 * Customers and projects, the rules written once (spec/1 §3, §5, §9; spec/3 §3, §5): the server's SQL filters implement
 * the same visibility and picker rules (projects.visibility.test.ts checks that both agree on a table of cases), the
 * activity module only calls these.
 */

/** The colour says the kind of project (spec/1 §3, spec/3 §9); the server sets it, never the client. */
export const PROJECT_COLORS = {
  /** A customer's project, attached to a service. */
  customer: '#ed7f10',
  /** An open activity: a project an employee created from an activity report. */
  openActivity: '#449dd1',
  /** A company project (no customer). */
  company: '#6d071a',
} as const;
export type ProjectColor = (typeof PROJECT_COLORS)[keyof typeof PROJECT_COLORS];

/** Who sees a project: its owner and members only, also the members of its service, or everybody (default). */
export const PROJECT_VISIBILITIES = ['private', 'team', 'public'] as const;
export type ProjectVisibility = (typeof PROJECT_VISIBILITIES)[number];

/** Blue projects unused for more than this many days leave the pickers (spec/1 §9). */
export const OPEN_ACTIVITY_IDLE_DAYS = 90;

/** Who sees every project of the company: the back office of customers and projects (spec/3 §6). */
export const SEES_ALL_PROJECTS = 'customer.create|user.create' as const;

/** The viewer as the rules need them: their id, the services they are a member of, and whether they see all. */
export type ProjectViewer = { userId: number; serviceIds: readonly number[]; seesAll: boolean };

/** What the rules read of a project. */
export type ProjectFacts = {
  visibility: ProjectVisibility;
  owner_id: number | null;
  service_id: number | null;
  member_ids: readonly number[];
  actif: boolean;
  color: string;
  last_used_date: IsoDate | null;
  /** The day it was created: its "last use" until it is used. */
  created_on: IsoDate;
};

/** can_see: public → the whole company; team → its service's members, its owner and members; private → those two. */
export function canSeeProject(
  viewer: ProjectViewer,
  project: Omit<ProjectFacts, 'actif' | 'color' | 'last_used_date' | 'created_on'>,
): boolean {
  if (viewer.seesAll || project.visibility === 'public') return true;
  if (project.owner_id === viewer.userId || project.member_ids.includes(viewer.userId)) return true;
  return project.visibility === 'team' && project.service_id !== null && viewer.serviceIds.includes(project.service_id);
}

/** A blue project nobody has used for more than 90 days (from its last use, else its creation). */
export function isIdleOpenActivity(
  project: Pick<ProjectFacts, 'color' | 'last_used_date' | 'created_on'>,
  today: IsoDate,
) {
  if (project.color !== PROJECT_COLORS.openActivity) return false;
  return daysBetween(project.last_used_date ?? project.created_on, today) > OPEN_ACTIVITY_IDLE_DAYS;
}

/** for_me: what a project picker offers the viewer, active, seen, and not an idle open activity. */
export function offeredInPicker(viewer: ProjectViewer, project: ProjectFacts, today: IsoDate): boolean {
  return project.actif && canSeeProject(viewer, project) && !isIdleOpenActivity(project, today);
}

/**
 * The colour the server gives a project: a customer's is orange, one without customer is red (a company project),
 * unless it is an open activity (created from an activity, or such a project edited without a customer).
 */
export function projectColor(project: { customer: number | null; openActivity: boolean }): ProjectColor {
  if (project.customer !== null) return PROJECT_COLORS.customer;
  return project.openActivity ? PROJECT_COLORS.openActivity : PROJECT_COLORS.company;
}

/** A project an employee creates from an activity (spec/1 §5, §7 "POST project with name and owner"). */
export function openActivityProject(name: string, ownerId: number) {
  return {
    name,
    owner_id: ownerId,
    visibility: 'private' as const,
    color: PROJECT_COLORS.openActivity,
    customer_id: null,
    service_id: null,
  };
}

/** The messages of customers and projects (spec/3 §5), by code under `project.`. */
export const PROJECT_MESSAGES = {
  service_mandatory: 'Project service is mandatory',
  customer_has_projects: 'Can not delete a customer with current project',
  project_has_users: 'Can not delete a project with current user',
  /** Activity reports name it: deleting it would rewrite declared months. */
  project_has_activities: 'Can not delete a project with declared activities',
  /** Receipts and travel expenses of expense claims name it. */
  customer_has_expenses: 'Can not delete a customer named by expense claims',
  project_has_mission_orders: 'Can not delete a project named by mission orders',
  customer_has_mission_orders: 'Can not delete a customer named by mission orders',
  owner_unknown: 'This user is not an employee of the company.',
  customer_unknown: 'This customer does not exist.',
  service_unknown: 'This service does not exist.',
  employee_project_only: 'You can only create a private project for yourself.',
} as const;

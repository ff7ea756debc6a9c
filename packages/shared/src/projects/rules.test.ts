import { describe, expect, it } from 'vitest';
import {
  canSeeProject,
  isIdleOpenActivity,
  offeredInPicker,
  openActivityProject,
  PROJECT_COLORS,
  type ProjectFacts,
  type ProjectViewer,
  projectColor,
} from './rules';
import { CustomerInput, ProjectInput } from './schemas';

const TODAY = '2026-06-30';
const OWNER = 1;
const MEMBER = 2;
const TEAMMATE = 3;
const STRANGER = 4;
const SERVICE = 10;

const viewer = (userId: number, seesAll = false): ProjectViewer => ({
  userId,
  serviceIds: userId === TEAMMATE ? [SERVICE] : [],
  seesAll,
});
const project = (patch: Partial<ProjectFacts> = {}): ProjectFacts => ({
  visibility: 'public',
  owner_id: OWNER,
  service_id: SERVICE,
  member_ids: [MEMBER],
  actif: true,
  color: PROJECT_COLORS.customer,
  last_used_date: null,
  created_on: '2026-01-01',
  ...patch,
});

describe('canSeeProject', () => {
  it.each([
    ['public', STRANGER, false, true],
    ['team', OWNER, false, true],
    ['team', MEMBER, false, true],
    ['team', TEAMMATE, false, true],
    ['team', STRANGER, false, false],
    ['private', OWNER, false, true],
    ['private', MEMBER, false, true],
    ['private', TEAMMATE, false, false],
    ['private', STRANGER, false, false],
    ['private', STRANGER, true, true],
  ] as const)('%s project, user %i (sees all: %s) → %s', (visibility, user, seesAll, expected) => {
    expect(canSeeProject(viewer(user, seesAll), project({ visibility }))).toBe(expected);
  });

  it('a team project without service is seen by its owner and members only', () => {
    const p = project({ visibility: 'team', service_id: null });
    expect(canSeeProject(viewer(TEAMMATE), p)).toBe(false);
    expect(canSeeProject(viewer(MEMBER), p)).toBe(true);
  });
});

describe('isIdleOpenActivity and offeredInPicker', () => {
  const blue = (patch: Partial<ProjectFacts>) => project({ color: PROJECT_COLORS.openActivity, ...patch });
  it.each([
    ['blue, used 90 days ago', blue({ last_used_date: '2026-04-01' }), false],
    ['blue, used 91 days ago', blue({ last_used_date: '2026-03-31' }), true],
    ['blue, never used, created 91 days ago', blue({ created_on: '2026-03-31' }), true],
    ['blue, never used, created yesterday', blue({ created_on: '2026-06-29' }), false],
    ['blue, created long ago but used today', blue({ created_on: '2020-01-01', last_used_date: TODAY }), false],
    ['orange, unused for years', project({ created_on: '2020-01-01' }), false],
    ['red, unused for years', project({ color: PROJECT_COLORS.company, created_on: '2020-01-01' }), false],
  ])('%s → idle %s', (_, p, idle) => {
    expect(isIdleOpenActivity(p, TODAY)).toBe(idle);
    expect(offeredInPicker(viewer(OWNER), p, TODAY)).toBe(!idle);
  });

  it('an inactive or unseen project is never offered', () => {
    expect(offeredInPicker(viewer(OWNER), project({ actif: false }), TODAY)).toBe(false);
    expect(offeredInPicker(viewer(STRANGER), project({ visibility: 'private' }), TODAY)).toBe(false);
  });
});

describe('colours and employee projects', () => {
  it.each([
    [{ customer: 5, openActivity: false }, PROJECT_COLORS.customer],
    [{ customer: 5, openActivity: true }, PROJECT_COLORS.customer],
    [{ customer: null, openActivity: false }, PROJECT_COLORS.company],
    [{ customer: null, openActivity: true }, PROJECT_COLORS.openActivity],
  ])('%o → %s', (input, color) => {
    expect(projectColor(input)).toBe(color);
  });

  it('an employee project is private to its owner and blue', () => {
    const p = openActivityProject('Veille', 7);
    expect(p).toMatchObject({ owner_id: 7, visibility: 'private', color: '#449dd1', customer_id: null });
    expect(canSeeProject(viewer(7), { ...p, member_ids: [] })).toBe(true);
    expect(canSeeProject(viewer(8), { ...p, member_ids: [] })).toBe(false);
  });
});

describe('schemas', () => {
  it('a customer nickname is upper-cased and at most 5 characters', () => {
    expect(CustomerInput.parse({ name: 'Acme', nickname: 'acm' }).nickname).toBe('ACM');
    expect(CustomerInput.safeParse({ name: 'Acme', nickname: 'abcdef' }).success).toBe(false);
    expect(CustomerInput.safeParse({ name: 'x'.repeat(61) }).success).toBe(false);
    expect(CustomerInput.safeParse({ name: 'Acme', zip_code: '1'.repeat(26) }).success).toBe(false);
  });

  it('a project needs a name and a visibility, and a service when it has a customer', () => {
    const issues = (body: unknown) =>
      ProjectInput.safeParse(body).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];
    expect(issues({ name: '' })).toEqual(['name: Please complete all fields !']);
    expect(issues({ name: 'P', visibility: 'secret' })).toEqual(['visibility: Please complete all fields !']);
    expect(issues({ name: 'P', customer: 3 })).toEqual(['service: Project service is mandatory']);
    expect(issues({ name: 'P', customer: 3, service: 4 })).toEqual([]);
    expect(issues({ name: 'P', nickname: 'ABCDEFGHIJ' })).toHaveLength(1);
  });
});

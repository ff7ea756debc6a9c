import { ACTIVITY_REPORT_STATUSES } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { type ReportActor, reportPolicy } from './activity-reports.policy';

/** The policy's decisions, table-driven: who is what to a report of owner 1, and what each may do in each status. */
const OWNER = 1;
const actors: Record<string, ReportActor> = {
  owner: { userId: OWNER, companyId: 1, declares: true, scope: { all: false, ownerIds: new Set() } },
  'owner without activities.create': {
    userId: OWNER,
    companyId: 1,
    declares: false,
    scope: { all: false, ownerIds: new Set() },
  },
  'manager of the owner': {
    userId: 2,
    companyId: 1,
    declares: false,
    scope: { all: false, ownerIds: new Set([OWNER]) },
  },
  'company-wide validator': { userId: 3, companyId: 1, declares: true, scope: { all: true } },
  colleague: { userId: 4, companyId: 1, declares: true, scope: { all: false, ownerIds: new Set() } },
  'manager of others': { userId: 5, companyId: 1, declares: false, scope: { all: false, ownerIds: new Set([9]) } },
};

describe('reportPolicy.verdict', () => {
  it.each([
    ['owner', 'read', 'allow', 'allow'],
    ['owner', 'edit', 'allow', 'conflict'],
    ['owner without activities.create', 'read', 'not_found', 'not_found'],
    ['manager of the owner', 'read', 'allow', 'allow'],
    ['manager of the owner', 'edit', 'forbidden', 'forbidden'],
    ['company-wide validator', 'edit', 'forbidden', 'forbidden'],
    ['colleague', 'read', 'not_found', 'not_found'],
    ['manager of others', 'read', 'not_found', 'not_found'],
  ] as const)('%s, %s: %s on a draft, %s once submitted', (who, right, draft, submitted) => {
    expect(reportPolicy.verdict(actors[who]!, { owner_id: OWNER, status: 'draft' }, right)).toBe(draft);
    expect(reportPolicy.verdict(actors[who]!, { owner_id: OWNER, status: 'submitted' }, right)).toBe(submitted);
  });

  it('refuses a company-wide validator the validation of their own report (403)', () => {
    const self = { ...actors['company-wide validator']!, userId: OWNER };
    expect(() => reportPolicy.transition(self, { owner_id: OWNER, status: 'submitted' }, 'accepted')).toThrow(
      expect.objectContaining({ status: 403 }),
    );
  });
});

describe('reportPolicy.transition', () => {
  const outcome = (
    who: string,
    from: (typeof ACTIVITY_REPORT_STATUSES)[number],
    to: (typeof ACTIVITY_REPORT_STATUSES)[number],
  ) => {
    try {
      return reportPolicy.transition(actors[who]!, { owner_id: OWNER, status: from }, to);
    } catch (error) {
      return (error as { status: number }).status;
    }
  };

  it('follows the shared machine: the action, 403 never theirs, 409 not from here, 404 unseen', () => {
    expect(outcome('owner', 'draft', 'submitted')).toBe('send');
    expect(outcome('owner', 'submitted', 'submitted')).toBe(409);
    expect(outcome('owner', 'submitted', 'accepted')).toBe(403);
    expect(outcome('manager of the owner', 'draft', 'suspended')).toBe('suspend');
    expect(outcome('manager of the owner', 'accepted', 'draft')).toBe('unlock');
    expect(outcome('manager of the owner', 'submitted', 'refused')).toBe('refuse');
    expect(outcome('manager of the owner', 'draft', 'accepted')).toBe(409);
    expect(outcome('manager of the owner', 'draft', 'submitted')).toBe(403);
    expect(outcome('colleague', 'draft', 'submitted')).toBe(404);
    for (const status of ACTIVITY_REPORT_STATUSES) expect(outcome('manager of others', status, 'draft')).toBe(404);
  });
});

import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { withCompanyPreferences } from '../../../test/company-preferences';
import { racingBrowsers, tally } from '../../../test/races';
import { services } from '../../platform/identity/identity.tables';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { typesOfLeave } from '../reference/reference.tables';
import { futureMonday, span, submitTwoDays, typeId, userId } from './leaves.test-helpers';

/**
 * The approval circuit (issue 28): under a type with activate_validation_workflow (RTT here), Alice's submitted leave
 * is decided first by the manager of her service (Marc, "manager"), then by hr (Régine, "rh"), or by the company's
 * leave recipients when they name people who decide company-wide. Each step its own decision, mail and history entry.
 * Races run one at a time on PGlite; CI runs this file on PostgreSQL too (TEST_DATABASE_URL).
 */
const ctx = useTestApp();
const all = racingBrowsers(ctx, { rh: 10, admin: 10 });

let RTT: number;
let ALICE: number;
let PAID: number;
let alice: TestClient;
let manager: TestClient;
let rh: TestClient;
let admin: TestClient;
let jmoreau: TestClient;

type Circuit = { step: number; steps: number; role: string } | null;
type Leave = { id: number; status: string; circuit: Circuit; actions: string[] };
type Item = { kind: string; id: number; circuit: { step: number; steps: number } | null; actions: string[] };

beforeAll(async () => {
  [RTT, PAID, ALICE] = await Promise.all([typeId(ctx, 'RTT'), typeId(ctx, 'Congés payés'), userId(ctx, 'alice')]);
  await ctx.db.update(typesOfLeave).set({ activate_validation_workflow: true }).where(eq(typesOfLeave.id, RTT));
  [alice, manager, rh, admin, jmoreau] = await Promise.all([
    ctx.as('alice'),
    ctx.as('manager'),
    ctx.as('rh'),
    ctx.as('admin'),
    ctx.as('jmoreau'),
  ]);
});

/** Alice's two-day leave of the `weeks`-th coming week, submitted. */
const submitted = (weeks: number, type = RTT) => submitTwoDays<Leave>(alice, weeks, type);

const decide = (who: TestClient, id: number, body: Record<string, unknown>) =>
  who.patch<Leave & { message_code?: string }>(`/api/leave/${id}/`, body);
const inboxLeaves = async (who: TestClient) =>
  (await who.get<{ results: Item[] }>('/api/validation_inbox/?limit=100')).body.results.filter(
    (item) => item.kind === 'leave',
  );
const historyOf = async (id: number) =>
  (await alice.get<{ change_message: Record<string, unknown> }[]>(`/api/leave/${id}/history/`)).body.map(
    (entry) => entry.change_message,
  );
const mailsAbout = (subject: string) =>
  ctx.db
    .select({ to: mailOutbox.to })
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${subject}%`));

describe('a circuit of two steps', () => {
  it('goes from the manager to hr, each deciding their step, and accepts at the last', async () => {
    const leave = await submitted(40);
    expect(leave).toMatchObject({ status: 'submitted', circuit: { step: 1, steps: 2, role: 'manager' } });
    // Step 1 is the manager's: in his inbox with his decisions, not yet in hr's.
    expect((await inboxLeaves(manager)).find((i) => i.id === leave.id)).toMatchObject({
      circuit: { step: 1, steps: 2 },
      actions: ['approve_step', 'refuse', 'unsubmit'],
    });
    expect((await inboxLeaves(rh)).some((i) => i.id === leave.id)).toBe(false);
    expect((await rh.get<Leave>(`/api/leave/${leave.id}/`)).body.actions).toEqual(['unsubmit']);
    // The requests to decide (the back office's counter) say the same.
    const toDecide = async (who: TestClient) =>
      (await who.get<{ results: Leave[] }>('/api/leave/to_decide/?limit=100')).body.results.map((l) => l.id);
    expect(await toDecide(manager)).toContain(leave.id);
    expect(await toDecide(rh)).not.toContain(leave.id);
    // The step's mail went to the manager only, not to hr.
    const [first] = await mailsAbout('(étape 1 sur 2)');
    expect(first?.to).toEqual(['manager@acme-conseil.fr']);

    const step1 = await decide(manager, leave.id, { status: 'accepted', action: 'approve_step', step: 1 });
    expect(step1.status).toBe(200);
    expect(step1.body).toMatchObject({ status: 'submitted', circuit: { step: 2, steps: 2, role: 'hr' } });
    expect((await inboxLeaves(manager)).some((i) => i.id === leave.id)).toBe(false);
    expect((await inboxLeaves(rh)).find((i) => i.id === leave.id)?.actions).toEqual(['validate', 'refuse', 'unsubmit']);
    const [second] = await mailsAbout('(étape 2 sur 2)');
    expect(second?.to).toEqual(['rh@acme-conseil.fr']);

    const step2 = await decide(rh, leave.id, { status: 'accepted', step: 2 });
    expect(step2.body).toMatchObject({ status: 'accepted', circuit: null });
    expect((await historyOf(leave.id)).slice(-2)).toEqual([
      { circuit: { decision: 'validated', step: 1, steps: 2 } },
      { status: 'accepted', circuit: { decision: 'validated', step: 2, steps: 2 } },
    ]);
  });

  it('takes the company recipients as hr when they name people who decide on everybody', async () => {
    await withCompanyPreferences(
      ctx,
      (p) => ({ ...p, leave: { recipients_for_validation: 'admin@acme-conseil.fr, paie@acme-conseil.fr' } }),
      async () => {
        const leave = await submitted(41);
        await decide(manager, leave.id, { status: 'accepted' });
        expect((await inboxLeaves(admin)).some((i) => i.id === leave.id)).toBe(true);
        expect((await inboxLeaves(rh)).some((i) => i.id === leave.id)).toBe(false);
        expect((await decide(rh, leave.id, { status: 'accepted' })).body.message_code).toBe('leave.notYourStep');
        expect((await decide(admin, leave.id, { status: 'accepted' })).body.status).toBe('accepted');
      },
    );
    const mails = await mailsAbout('(étape 2 sur 2)');
    expect(mails.at(-1)?.to.sort()).toEqual(['admin@acme-conseil.fr', 'paie@acme-conseil.fr']);
  });
});

describe('a refusal at any step ends the circuit', () => {
  it('at step 1: refused, hr never asked', async () => {
    const leave = await submitted(42);
    const refused = await decide(manager, leave.id, { status: 'refused', reason: 'Livraison', step: 1 });
    expect(refused.body).toMatchObject({ status: 'refused', circuit: null });
    expect((await historyOf(leave.id)).at(-1)).toMatchObject({
      status: 'refused',
      circuit: { decision: 'refused', step: 1, steps: 2 },
    });
  });

  it('at step 2: refused after the manager accepted', async () => {
    const leave = await submitted(43);
    await decide(manager, leave.id, { status: 'accepted' });
    const refused = await decide(rh, leave.id, { status: 'refused' });
    expect(refused.body).toMatchObject({ status: 'refused', circuit: null });
    expect((await historyOf(leave.id)).at(-1)).toMatchObject({ circuit: { decision: 'refused', step: 2, steps: 2 } });
  });
});

describe('only the step’s people decide it', () => {
  it('answers 409 to hr at the manager’s step and to the manager at hr’s, 404 to another service’s manager', async () => {
    const leave = await submitted(44);
    const early = await decide(rh, leave.id, { status: 'accepted' });
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ message_code: 'leave.notYourStep', params: { step: 1, steps: 2 } });
    expect((await decide(jmoreau, leave.id, { status: 'accepted' })).status).toBe(404);
    expect((await decide(alice, leave.id, { status: 'accepted' })).status).toBe(403);
    await decide(manager, leave.id, { status: 'accepted' });
    const late = await decide(manager, leave.id, { status: 'refused' });
    expect(late.status).toBe(409);
    expect(late.body.message_code).toBe('leave.notYourStep');
    // Taking the leave back to draft stays any validator's, and forgets the circuit.
    const back = await decide(manager, leave.id, { status: 'draft' });
    expect(back.body).toMatchObject({ status: 'draft', circuit: null });
  });

  it('skips a step whose people are the owner alone: a manager of her own service goes to hr only', async () => {
    const [service] = await ctx.db.select().from(services).where(eq(services.name, 'Développement'));
    await ctx.db.update(services).set({ manager_id: ALICE }).where(eq(services.id, service!.id));
    try {
      const leave = await submitted(45);
      expect(leave.circuit).toEqual({ step: 1, steps: 1, role: 'hr' });
      expect((await decide(rh, leave.id, { status: 'accepted' })).body.status).toBe('accepted');
    } finally {
      await ctx.db.update(services).set({ manager_id: service!.manager_id }).where(eq(services.id, service!.id));
    }
  });

  it('waits for one decision, as without the circuit, when no step has anyone: hr’s own leave', async () => {
    const monday = futureMonday(48);
    const own = await rh.post<Leave>('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: RTT,
      status: 'submitted',
    });
    expect(own.body.circuit).toBeNull();
    expect((await decide(admin, own.body.id, { status: 'accepted' })).body.status).toBe('accepted');
  });
});

describe('two deciders of one step at once', () => {
  it('one wins, the others get 409 leave.stepDecided', async () => {
    await withCompanyPreferences(
      ctx,
      (p) => ({ ...p, leave: { recipients_for_validation: 'rh@acme-conseil.fr,admin@acme-conseil.fr' } }),
      async () => {
        const leave = await submitted(46);
        await decide(manager, leave.id, { status: 'accepted', step: 1 });
        const answers = await Promise.all(
          [...all('rh'), ...all('admin')].map((who, i) =>
            decide(who, leave.id, { status: i % 2 ? 'refused' : 'accepted', step: 2 }),
          ),
        );
        expect(tally(answers)).toEqual({ 200: 1, 409: 19 });
        const losers = answers.filter((a) => a.status === 409);
        expect(new Set(losers.map((a) => a.body.message_code))).toEqual(new Set(['leave.stepDecided']));
        const winner = answers.find((a) => a.status === 200)!;
        expect(['accepted', 'refused']).toContain(winner.body.status);
      },
    );
  });
});

describe('without the flag nothing changes', () => {
  it('a leave of a type without the circuit waits for one decision by any of its validators', async () => {
    const leave = await submitted(47, PAID);
    expect(leave.circuit).toBeNull();
    expect((await inboxLeaves(rh)).some((i) => i.id === leave.id)).toBe(true);
    expect((await inboxLeaves(manager)).some((i) => i.id === leave.id)).toBe(true);
    expect((await decide(rh, leave.id, { status: 'accepted' })).body.status).toBe('accepted');
    expect((await historyOf(leave.id)).at(-1)).toEqual({ status: 'accepted' });
  });
});

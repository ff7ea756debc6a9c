import { addDays } from '@staff/shared';
import { like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { futureMonday, nextBusinessDay, span, typeId } from './leaves.test-helpers';

const ctx = useTestApp();

describe('creating a leave', () => {
  it('computes the days itself, across a public holiday, ignoring what the client sends', async () => {
    const alice = await ctx.as('alice');
    // Thursday 13 to Tuesday 18 May 2027: Whit Monday (17 May) is not counted.
    const res = await alice.post('/api/leave/', {
      ...span('2027-05-13', '2027-05-18'),
      type_of_leave: await typeId(ctx, 'Congés payés'),
      number_of_days: 99,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ number_of_days: 3, status: 'draft', actions: ['submit'], editable: true });
    expect(res.body.owner_object.first_name).toBe('Alice');
  });

  const ZERO_DAYS =
    'These dates count no day of leave (a public holiday or a day off): confirm to count one day, or choose another date.';
  it.each([
    ['begin after end', { ...span('2027-06-10', '2027-06-08') }, 'The begin date must be before the end date.'],
    [
      'an afternoon ending the same morning',
      { ...span('2027-06-08', '2027-06-08'), begin_period: 'PM', end_period: 'AM' },
      'Vous devez prendre au moins une demi journée de congé',
    ],
    // Dates that deduct no day are refused until the requester confirms counting one (spec/3 §5, count_one_day).
    ['a weekend only', span('2027-06-12', '2027-06-13'), ZERO_DAYS],
    ['a public holiday only', span('2027-07-14', '2027-07-14'), ZERO_DAYS],
  ])('refuses %s', async (_name, body, message) => {
    const alice = await ctx.as('alice');
    const res = await alice.post('/api/leave/', { ...body, type_of_leave: await typeId(ctx, 'RTT') });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe(message);
  });

  it('requires a precision for the types that need one, and drops it when the type changes', async () => {
    const alice = await ctx.as('alice');
    const exceptional = await typeId(ctx, 'Congé exceptionnel');
    expect(exceptional).toBe(6);
    const without = await alice.post('/api/leave/', {
      ...span('2027-09-06', '2027-09-06'),
      type_of_leave: exceptional,
    });
    expect(without.status).toBe(400);
    expect(without.body).toMatchObject({ detail: 'Précision invalide', fields: { precision: ['Précision invalide'] } });
    const withIt = await alice.post('/api/leave/', {
      ...span('2027-09-06', '2027-09-06'),
      type_of_leave: exceptional,
      precision: 'Déménagement',
    });
    expect(withIt.body.precision).toBe('Déménagement');
    const changed = await alice.put(`/api/leave/${withIt.body.id}/`, {
      ...span('2027-09-06', '2027-09-06'),
      type_of_leave: await typeId(ctx, 'RTT'),
      precision: 'Déménagement',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.precision).toBeNull();
  });

  it('refuses an overlap at half-day granularity, with the spec message', async () => {
    const bob = await ctx.as('bob');
    const cp = await typeId(ctx, 'Congés payés');
    const monday = futureMonday(30);
    const first = await bob.post('/api/leave/', {
      ...span(monday, addDays(monday, 1)),
      end_period: 'AM',
      type_of_leave: cp,
    });
    expect(first.status).toBe(201);
    const clash = await bob.post('/api/leave/', { ...span(addDays(monday, 1), addDays(monday, 2)), type_of_leave: cp });
    expect(clash.status).toBe(400);
    const fr = (iso: string) => `${iso.slice(8)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
    expect(clash.body.detail).toBe(
      `You've already taken leaves for this period: from ${fr(monday)} to ${fr(addDays(monday, 1))} and its status is draft.`,
    );
    // The afternoon of the day the first ends in the morning is free.
    const adjacent = await bob.post('/api/leave/', {
      ...span(addDays(monday, 1), addDays(monday, 2)),
      begin_period: 'PM',
      type_of_leave: cp,
    });
    expect(adjacent.status).toBe(201);
    expect(adjacent.body.number_of_days).toBe(1.5);
  });

  it('needs the notice of the type before submitting', async () => {
    const alice = await ctx.as('alice');
    const unpaid = await typeId(ctx, 'Congé sans solde');
    const soon = nextBusinessDay();
    const res = await alice.post('/api/leave/', { ...span(soon, soon), type_of_leave: unpaid, status: 'submitted' });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe('This type of leave must be requested 15 days in advance.');
    const draft = await alice.post('/api/leave/', { ...span(soon, soon), type_of_leave: unpaid });
    expect(draft.status).toBe(201);
  });

  it('accepts at once the types that are automatically accepted', async () => {
    const claire = await ctx.as('claire');
    const monday = futureMonday(40);
    const res = await claire.post('/api/leave/', {
      ...span(monday, monday),
      type_of_leave: await typeId(ctx, 'Télétravail'),
      status: 'submitted',
    });
    expect(res.body.status).toBe('accepted');
  });

  it('submits with the save, and mails the leave recipients and the service manager', async () => {
    const claire = await ctx.as('claire');
    const monday = futureMonday(42);
    const res = await claire.post('/api/leave/', {
      ...span(monday, addDays(monday, 4)),
      type_of_leave: await typeId(ctx, 'Congés payés'),
      status: 'submitted',
    });
    expect(res.body).toMatchObject({ status: 'submitted', number_of_days: 5 });
    expect(res.body.submission_date).toBeTruthy();
    const mails = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Claire Petit%'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to.sort()).toEqual(['manager@acme-conseil.fr', 'rh@acme-conseil.fr']);
  });

  it('refuses a type of another company as unknown', async () => {
    const alice = await ctx.as('alice');
    const res = await alice.post('/api/leave/', { ...span('2027-10-04', '2027-10-04'), type_of_leave: 9 });
    expect(res.status).toBe(400);
    expect(res.body.fields).toHaveProperty('type_of_leave');
  });
});

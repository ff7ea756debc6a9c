import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import { todayInParis } from '../../platform/clock';
import { mailOutbox } from '../../platform/mail/outbox.tables';
import { missionOrders } from './mission-orders.tables';
import { createdOrder, customerProject, orderBody, userId } from './mission-orders.test-helpers';

const ctx = useTestApp();

describe('the mission order workflow', () => {
  it('creates a draft for an employee the manager manages, stored normalized, with its trail', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { daily_package: 30, breakfast_limit: 12 });
    expect(order).toMatchObject({
      status: 'draft',
      owner: await userId(ctx, 'alice'),
      current_manager: await userId(ctx, 'manager'),
      owner_object: { first_name: 'Alice', last_name: 'Martin' },
      hotel_limit: 120,
      dinner_limit: 25.5,
      // Without its flag, a package amount is cleared (rules.ts).
      daily_package: 0,
      daily_package_flag: false,
      version: 1,
      actions: ['submit'],
      editable: true,
      deletable: true,
      signature: null,
    });
    expect(order.history.map((e: { action: string }) => e.action)).toEqual(['create']);
    const [row] = await ctx.db.select().from(missionOrders).where(eq(missionOrders.id, order.id));
    expect(row).toMatchObject({ hotel_limit_cents: 12000, dinner_limit_cents: 2550, breakfast_limit_cents: 1200 });
  });

  it('stores amounts up to 1 000 000 000 euros exactly (bigint cents)', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { hotel_limit: 1_000_000_000, breakfast_limit: 999_999_999.99 });
    expect(order).toMatchObject({ hotel_limit: 1_000_000_000, breakfast_limit: 999_999_999.99 });
  });

  it('submits, mails the employee, who accepts and signs: the manager is mailed, the signature kept', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { mission_object: 'Mission signée' });
    const submitted = await manager.patch(`/api/mission-order/${order.id}/`, { status: 'submitted' });
    expect(submitted.status).toBe(200);
    expect(submitted.body).toMatchObject({ status: 'submitted', date_of_submission: todayInParis(), actions: [] });
    const [toAlice] = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.text, '%Mission signée%'));
    expect(toAlice).toMatchObject({ to: ['alice@acme-conseil.fr'] });
    expect(toAlice!.text).toContain(`/mission_orders/${order.id}`);

    const alice = await ctx.as('alice');
    const seen = await alice.get(`/api/mission-order/${order.id}/`);
    expect(seen.body).toMatchObject({ actions: ['accept', 'refuse'], editable: false, deletable: false });
    const signed = await alice.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      status: 'accepted',
      date_of_validation: todayInParis(),
      signature: { signer: { first_name: 'Alice', last_name: 'Martin' }, version: 1 },
    });
    const mails = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Ordre de mission signé%'));
    expect(mails.map((m) => m.to)).toContainEqual([expect.stringMatching(/^manager|lemoine|marc/i)]);
    expect(signed.body.history.map((e: { action: string }) => e.action)).toEqual(['create', 'submit', 'accept']);
  });

  it('refuses: the manager is mailed; saving the refused order makes it a draft again', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { status: 'submitted', mission_object: 'Mission refusée' });
    expect(order.status).toBe('submitted');
    const refused = await (await ctx.as('alice')).patch(`/api/mission-order/${order.id}/`, { status: 'refused' });
    expect(refused.body.status).toBe('refused');
    const [mail] = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Ordre de mission refusé%'));
    expect(mail!.text).toContain('Mission refusée');
    const saved = await manager.put(`/api/mission-order/${order.id}/`, await orderBody(ctx, { version: 1 }));
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ status: 'draft', version: 2 });
  });

  it('reopens a signed order for a new version to sign: the signature is dropped, the trail keeps it', async () => {
    const manager = await ctx.as('manager');
    const alice = await ctx.as('alice');
    const order = await createdOrder(ctx, manager, { status: 'submitted' });
    await alice.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' });
    expect((await manager.put(`/api/mission-order/${order.id}/`, await orderBody(ctx))).status).toBe(409);
    const reopened = await manager.patch(`/api/mission-order/${order.id}/`, { status: 'edition' });
    expect(reopened.body).toMatchObject({ status: 'edition', version: 2, signature: null, date_of_validation: null });
    const changed = await manager.put(
      `/api/mission-order/${order.id}/`,
      await orderBody(ctx, { hotel_limit: 150, status: 'submitted', version: 2 }),
    );
    expect(changed.body).toMatchObject({ status: 'submitted', version: 3, hotel_limit: 150 });
    const signed = await alice.patch(`/api/mission-order/${order.id}/`, { status: 'accepted' });
    expect(signed.body.signature).toMatchObject({ version: 3 });
    expect(signed.body.history.filter((e: { action: string }) => e.action === 'accept')).toHaveLength(2);
  });

  it('extends a signed mission: the old and new end in the trail, a stale version 412, an earlier end 400', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager, { status: 'submitted' });
    await (await ctx.as('alice')).patch(`/api/mission-order/${order.id}/`, { status: 'accepted' });
    const earlier = await manager.post(`/api/mission-order/${order.id}/extend/`, { end_date: '2026-12-10' });
    expect(earlier.status).toBe(400);
    expect(earlier.body.field_codes.end_date).toEqual([{ code: 'mission.extendLater' }]);
    const extended = await manager.post(`/api/mission-order/${order.id}/extend/`, {
      end_date: '2026-12-18',
      version: 1,
    });
    expect(extended.status).toBe(200);
    expect(extended.body).toMatchObject({ status: 'accepted', end_date: '2026-12-18', version: 2 });
    expect(extended.body.history.at(-1)).toMatchObject({
      action: 'extend',
      old_end_date: '2026-12-11',
      new_end_date: '2026-12-18',
      actor: { first_name: 'Marc' },
    });
    // The signature stays the one given (of version 1); the extension is shown beside it.
    expect(extended.body.signature).toMatchObject({ version: 1 });
    const stale = await manager.post(`/api/mission-order/${order.id}/extend/`, { end_date: '2026-12-20', version: 1 });
    expect(stale.status).toBe(412);
    expect(stale.body.code).toBe('stale_version');
  });

  it('a stale PUT is 412 mission.stale', async () => {
    const manager = await ctx.as('manager');
    const order = await createdOrder(ctx, manager);
    expect((await manager.put(`/api/mission-order/${order.id}/`, await orderBody(ctx, { version: 1 }))).status).toBe(
      200,
    );
    const stale = await manager.put(`/api/mission-order/${order.id}/`, await orderBody(ctx, { version: 1 }));
    expect(stale.status).toBe(412);
    expect(stale.body.detail).toBe('This mission order was changed by someone else. Reload it and try again.');
  });

  it('takes a travel request in ask for the named manager, mails them; the employee edits or deletes it', async () => {
    const alice = await ctx.as('alice');
    const { customer, project } = await customerProject(ctx);
    const body = {
      customer,
      project,
      mission_object: 'Salon à Lyon',
      role: 'Visiteur',
      contact_name: 'Accueil',
      begin_date: '2027-01-11',
      end_date: '2027-01-12',
      personal_vehicle: true,
      mileage_limit: 450,
      current_manager: await userId(ctx, 'manager'),
    };
    const res = await alice.post('/api/mission-order/travel/', body);
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'ask',
      owner: await userId(ctx, 'alice'),
      none_expense: true,
      mileage_limit: 450,
    });
    expect(res.body).toMatchObject({ editable: true, deletable: true, actions: [] });
    const [mail] = await ctx.db.select().from(mailOutbox).where(like(mailOutbox.subject, '%Demande de déplacement%'));
    expect(mail!.text).toContain(`/back_office/mission_orders_management/edit/${res.body.id}`);
    // The sender changes the mission and its transports, never the manager's part.
    const edited = await alice.put(`/api/mission-order/${res.body.id}/`, {
      ...body,
      role: 'Exposant',
      accommodation_paid_by_structure: true,
      hotel_limit: 500,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ status: 'ask', role: 'Exposant', hotel_limit: 0, none_expense: true });
    expect((await alice.put(`/api/mission-order/${res.body.id}/`, { ...body, status: 'submitted' })).status).toBe(403);

    // The manager completes it: saving makes it a draft (spec/2 §4.2).
    const manager = await ctx.as('manager');
    const manager_list = await manager.get('/api/mission-order/?current_manager=me&status=asked');
    expect(manager_list.body.results.map((o: { id: number }) => o.id)).toContain(res.body.id);
    expect((await alice.delete(`/api/mission-order/${res.body.id}/`)).status).toBe(204);
  });

  it('refuses a travel request to someone who does not manage mission orders', async () => {
    const alice = await ctx.as('alice');
    const res = await alice.post('/api/mission-order/travel/', {
      ...(await customerProject(ctx)),
      mission_object: 'x',
      role: 'x',
      contact_name: 'x',
      begin_date: '2027-01-11',
      end_date: '2027-01-12',
      public_transport: true,
      current_manager: await userId(ctx, 'bob'),
    });
    expect(res.status).toBe(400);
    expect(res.body.field_codes.current_manager).toEqual([{ code: 'mission.unknownManager' }]);
  });
});

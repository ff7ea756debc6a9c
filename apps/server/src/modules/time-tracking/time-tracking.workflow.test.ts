import { messageText, type TimeEntryOut } from '@staff/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app';
import type { TestClient } from '../../../test/client';
import { fieldErrorBody } from '../../../test/expectations';
import { addTask, at, daysAgo, pickableProject, task } from './time-tracking.test-helpers';

/** Time entries and the stopwatch through HTTP, one rule and message per test (spec/2 §4.3, §5.3). */
const ctx = useTestApp();
let alice: TestClient;
let project: { id: number; name: string };

beforeAll(async () => {
  alice = await ctx.as('alice');
  project = await pickableProject(alice);
});

const conflictBody = (code: Parameters<typeof messageText>[0], params?: Record<string, string>) => ({
  detail: messageText(code, params),
  message_code: code,
});

describe('the stopwatch: the running task lives on the server', () => {
  it('starts, is read back, refuses a second start, stops with its duration', async () => {
    expect((await alice.get('/api/timer/')).body).toBeNull();
    const started = await alice.post<TimeEntryOut>('/api/timer/', {
      description: 'Daily',
      project: project.id,
      tags: ['Réunion'],
    });
    expect(started.status).toBe(201);
    expect(started.body).toMatchObject({
      description: 'Daily',
      project: { id: project.id, name: project.name },
      tags: [{ name: 'Réunion' }],
      end_time: null,
      duration: null,
    });
    // Another browser of the same user sees it (a reload, a second tab, another device).
    const other = await ctx.as('alice');
    expect((await other.get<TimeEntryOut>('/api/timer/')).body.id).toBe(started.body.id);

    const second = await other.post('/api/timer/', { description: 'Replay' });
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject(conflictBody('time.task_in_progress'));
    expect(second.body.detail).toBe('A task is already in progress !');

    const stopped = await alice.post<TimeEntryOut>('/api/timer/stop/');
    expect(stopped.status).toBe(200);
    expect(stopped.body.id).toBe(started.body.id);
    expect(stopped.body.end_time).not.toBeNull();
    expect(stopped.body.duration).toBe(
      Math.round((Date.parse(stopped.body.end_time!) - Date.parse(stopped.body.start_time)) / 1000),
    );
    expect((await alice.get('/api/timer/')).body).toBeNull();

    const again = await alice.post('/api/timer/stop/');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject(conflictBody('time.no_task_running'));
  });

  it('refuses a start without a description', async () => {
    const res = await alice.post('/api/timer/', { description: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('description', 'Please enter a least a description !'));
  });

  it('deleting the running task clears the stopwatch', async () => {
    const started = await alice.post<TimeEntryOut>('/api/timer/', { description: 'Oops' });
    expect((await alice.delete(`/api/time-entry/${started.body.id}/`)).status).toBe(204);
    expect((await alice.get('/api/timer/')).body).toBeNull();
    expect((await alice.delete(`/api/time-entry/${started.body.id}/`)).status).toBe(404);
  });

  it('the running task may be edited and keeps running', async () => {
    const started = await alice.post<TimeEntryOut>('/api/timer/', { description: 'Draft' });
    const edited = await alice.put<TimeEntryOut>(`/api/time-entry/${started.body.id}/`, {
      description: 'Spec',
      start_time: started.body.start_time,
      end_time: null,
      tags: ['urgent'],
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      description: 'Spec',
      end_time: null,
      duration: null,
      tags: [{ name: 'urgent' }],
    });
    // Moved back more than a day, it would stop as a task of days.
    const back = await alice.put(`/api/time-entry/${started.body.id}/`, {
      description: 'Spec',
      start_time: new Date(Date.parse(started.body.start_time) - 25 * 3600_000).toISOString(),
      end_time: null,
    });
    expect(back.status).toBe(400);
    expect(back.body).toMatchObject(fieldErrorBody('start_time', messageText('time.task_too_long')));
    expect((await alice.post('/api/timer/stop/')).status).toBe(200);
  });
});

describe('manual tasks (spec/2 §5.3)', () => {
  const day = daysAgo(40);

  it('creates a task with its day, duration, project and new tags', async () => {
    const created = await addTask(
      alice,
      task(day, '08:00', '09:30', { project: project.id, tags: ['Client', 'client', 'Spec'] }),
    );
    expect(created).toMatchObject({
      day,
      duration: 5400,
      end_time: at(day, '09:30'),
      project: { id: project.id },
      // One tag per name, case aside; the first spelling wins.
      tags: [{ name: 'Client' }, { name: 'Spec' }],
    });
    // The tags are the company's: the next task reuses them.
    const next = await addTask(alice, task(day, '10:00', '10:15', { tags: ['CLIENT'] }));
    expect(next.tags).toEqual([created.tags[0]]);
  });

  it.each([
    [{ description: '' }, 'description', 'time.description_required'],
    [{ end_time: at(daysAgo(40), '07:59') }, 'end_time', 'time.start_after_end'],
    [{ end_time: null }, 'end_time', 'time.end_required'],
    [{ start_time: at(daysAgo(400), '08:00') }, 'end_time', 'time.task_too_long'],
    [{ project: 2_000_000 }, 'project', 'time.unknown_project'],
  ] as const)('%j: 400 on %s', async (change, field, code) => {
    const res = await alice.post('/api/time-entry/', { ...task(day, '08:00', '09:00'), ...change });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody(field, messageText(code)));
  });

  it('refuses a start in the future', async () => {
    const tomorrow = daysAgo(-1);
    const res = await alice.post('/api/time-entry/', task(tomorrow, '08:00', '09:00'));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('start_time', messageText('time.start_in_future')));
  });

  it('asks before a day passes 12 hours, and saves once confirmed', async () => {
    const long = daysAgo(41);
    await addTask(alice, task(long, '06:00', '16:00'));
    const refused = await alice.post('/api/time-entry/', task(long, '16:00', '18:30'));
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(conflictBody('time.long_day', { hours: '12:30' }));
    expect(refused.body.params).toEqual({ hours: '12:30' });
    const confirmed = await alice.post('/api/time-entry/', task(long, '16:00', '18:30', { confirm_long_day: true }));
    expect(confirmed.status).toBe(201);
  });

  it('edits a finished task, which keeps an end', async () => {
    const created = await addTask(alice, task(daysAgo(42), '08:00', '09:00'));
    const edited = await alice.put<TimeEntryOut>(`/api/time-entry/${created.id}/`, task(daysAgo(43), '13:00', '13:45'));
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ day: daysAgo(43), duration: 2700, tags: [] });
    const noEnd = await alice.put(`/api/time-entry/${created.id}/`, {
      ...task(daysAgo(43), '13:00', '13:45'),
      end_time: null,
    });
    expect(noEnd.status).toBe(400);
    expect(noEnd.body).toMatchObject(fieldErrorBody('end_time', messageText('time.end_required')));
  });
});

describe('the list: own entries, latest first, by day range, project and tag', () => {
  let bob: TestClient;
  beforeAll(async () => {
    bob = await ctx.as('bob');
    const p = await pickableProject(bob);
    await addTask(bob, task(daysAgo(60), '08:00', '09:00', { project: p.id, tags: ['Atelier'] }));
    await addTask(bob, task(daysAgo(61), '08:00', '09:00', { tags: ['Ménage'] }));
    await addTask(bob, task(daysAgo(62), '08:00', '09:00'));
  });
  const list = (query: string) =>
    bob.get<{ count: number; results: TimeEntryOut[] }>(`/api/time-entry/?for_me=True&${query}`);

  it('date_min included, date_max excluded', async () => {
    const res = await list(`date_min=${daysAgo(62)}&date_max=${daysAgo(60)}`);
    expect(res.body.results.map((e) => e.day)).toEqual([daysAgo(61), daysAgo(62)]);
    expect(res.body.count).toBe(2);
  });

  it('searches a tag and a project accents and case aside', async () => {
    expect((await list('tag=MENA')).body.results.map((e) => e.day)).toEqual([daysAgo(61)]);
    const p = await pickableProject(bob);
    const byProject = await list(`project=${encodeURIComponent(p.name.slice(0, 4))}`);
    expect(byProject.body.results.map((e) => e.day)).toContain(daysAgo(60));
    expect(byProject.body.results.every((e) => e.project?.id === p.id || e.project?.name.includes(p.name.slice(0, 4))));
  });

  it('refuses a search of one character', async () => {
    const res = await list('tag=a');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('tag', messageText('time.search_too_short')));
  });

  it('shows nobody else the entries', async () => {
    const own = await list('limit=1000');
    const alices = await alice.get<{ results: TimeEntryOut[] }>('/api/time-entry/?limit=1000');
    const bobId = own.body.results[0]!.owner;
    expect(alices.body.results.some((e) => e.owner === bobId)).toBe(false);
    expect(own.body.results.every((e) => e.owner === bobId)).toBe(true);
  });
});

describe('tags', () => {
  it('creates a tag once, case aside, and finds it by a part of its name', async () => {
    const made = await alice.post('/api/tag/', { name: ' Formation ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ name: 'Formation' });
    const same = await alice.post('/api/tag/', { name: 'FORMATION' });
    expect(same.status).toBe(200);
    expect(same.body).toEqual(made.body);
    const found = await alice.get<{ results: { name: string }[] }>('/api/tag/?search=format');
    expect(found.body.results.map((t) => t.name)).toEqual(['Formation']);
  });

  it('refuses an empty name', async () => {
    const res = await alice.post('/api/tag/', { name: ' ' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(fieldErrorBody('name', messageText('time.tag_name_required')));
  });
});

describe('the time_tracking settings (spec/2 §5.3)', () => {
  it('has no reminder until one is chosen; hours at most 24', async () => {
    expect((await alice.get('/api/my-account/preferences/time_tracking/')).body).toEqual({ track_remind: null });
    const tooMany = await alice.put('/api/my-account/preferences/time_tracking/', { track_remind: '25:00:00' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject(
      fieldErrorBody('track_remind', 'You cannot pick more than 24 hours of duration !'),
    );
    const saved = await alice.put('/api/my-account/preferences/time_tracking/', { track_remind: '2:00:00' });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ track_remind: '2:00:00' });
    expect((await alice.get('/api/my-account/preferences/time_tracking/')).body).toEqual({ track_remind: '2:00:00' });
    expect(
      (await alice.put('/api/my-account/preferences/time_tracking/', { track_remind: '3 00:00:00' })).body,
    ).toEqual({
      track_remind: '3 00:00:00',
    });
  });
});

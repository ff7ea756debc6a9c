import { expect, type Page, type TestInfo } from '@playwright/test';
import { TODAY } from './clock';
import { callApi } from './session';

/** The signed-in user asks for `days` of "Congés payés", whole days, and sends it at once; returns the leave's id. */
export async function requestPaidLeave(page: Page, days: { begin: string; end: string }): Promise<number> {
  const types = await callApi(page, 'GET', 'typeOfLeave/?active=true');
  const paid = types.results.find((type: { name: string }) => type.name === 'Congés payés');
  const leave = await callApi(page, 'POST', 'leave/', {
    begin_date: days.begin,
    begin_period: 'AM',
    end_date: days.end,
    end_period: 'PM',
    type_of_leave: paid.id,
    status: 'submitted',
  });
  return leave.id;
}

const addDays = (isoDate: string, days: number) =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * A Tuesday, Wednesday or Thursday of this year, at least two days ahead, on which the signed-in user has no leave
 * (the demo gives them holidays and requests in the coming weeks), shifted a week per retry. The quota's period is
 * the calendar year, which the balances of the leaves page read. `nth`: which of the free days, so that journeys
 * running at once for the same user each take their own (the cancellation's 0, the approval circuit's 1).
 */
export async function freeDay(page: Page, testInfo: TestInfo, nth = 0): Promise<string> {
  const own = await callApi<{ results: { begin_date: string; end_date: string; status: string }[] }>(
    page,
    'GET',
    `leave/?owner=me&begin_date=${TODAY}&limit=1000`,
  );
  const taken = (day: string) =>
    own.results.some((leave) => leave.status !== 'refused' && leave.begin_date <= day && day <= leave.end_date);
  const candidates: string[] = [];
  for (let day = addDays(TODAY, 2); day.slice(0, 4) === TODAY.slice(0, 4); day = addDays(day, 1)) {
    const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
    // Not Christmas week's holidays (25 December, 1 January are the only ones left in a November–December).
    if (weekday >= 2 && weekday <= 4 && !day.endsWith('-12-25') && !taken(day)) candidates.push(day);
  }
  const day = candidates[testInfo.retry * 3 + nth];
  expect(day, 'a free working day left this year').toBeDefined();
  return day!;
}

import type { Page } from '@playwright/test';
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

import { missionOrderCreateSchema, missionOrderTravelSchema } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import {
  type MissionOrderFormValues,
  missionOrderBody,
  NEW_MISSION_ORDER,
  tickExpenseOption,
  travelRequestBody,
} from './formValues';

const filled: MissionOrderFormValues = {
  ...NEW_MISSION_ORDER,
  owner: 3,
  current_manager: 2,
  mission_object: 'Audit',
  role: 'Consultant',
  begin_date: '2026-03-02',
  end_date: '2026-03-06',
  customer: 1,
  project: 4,
  contact_name: 'Claire Petit',
};
/** The options ticked one after the other, as the user does. */
function tick(values: MissionOrderFormValues, ...steps: [keyof MissionOrderFormValues, boolean][]) {
  let current = values;
  for (const [option, ticked] of steps) {
    current = { ...current, ...tickExpenseOption(current, option as 'none_expense', ticked) };
  }
  return current;
}

describe('the expense options on the form (spec/2 §4.5)', () => {
  it('keeps one accommodation option: ticking one unticks the others', () => {
    const values = tick(filled, ['accommodation_paid_by_company', true], ['accommodation_paid_by_structure', true]);
    expect(values.accommodation_paid_by_company).toBe(false);
    expect(values.accommodation_paid_by_structure).toBe(true);
  });

  it('zeroes the meal limits when the structure no longer pays, the vehicle limits without a personal vehicle', () => {
    const values = tick(
      { ...filled, hotel_limit: 90, breakfast_limit: 12, mileage_limit: 300 },
      ['accommodation_paid_by_structure', true],
      ['personal_vehicle', true],
    );
    expect(values.hotel_limit).toBe(90);
    const after = tick(values, ['none_expense', true], ['personal_vehicle', false]);
    expect([after.hotel_limit, after.breakfast_limit, after.mileage_limit]).toEqual([0, 0, 0]);
  });

  it('clears the transports and the accommodation with the global package, and its amount without it', () => {
    const values = tick(filled, ['public_transport', true], ['accommodation_paid_by_company', true]);
    const packaged = tick({ ...values }, ['daily_package_flag', true]);
    expect([packaged.public_transport, packaged.accommodation_paid_by_company]).toEqual([false, false]);
    const back = tick({ ...packaged, daily_package: 80 }, ['daily_package_flag', false]);
    expect(back.daily_package).toBe(0);
  });
});

describe('the bodies', () => {
  it('sends the manager form through the create schema, normalized, with the owner and the status', () => {
    const body = missionOrderBody(tick(filled, ['personal_vehicle', true]), 'submitted');
    const parsed = missionOrderCreateSchema.safeParse({ ...body, mileage_limit: 250 });
    expect(parsed.success && parsed.data).toMatchObject({ owner: 3, status: 'submitted', none_expense: true });
  });

  it('says which limit is not a number, and that a transport is missing', () => {
    const parsed = missionOrderCreateSchema.safeParse(missionOrderBody({ ...filled, hotel_limit: '12,5,3' }, 'draft'));
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['hotel_limit', 'Hotel limited to : is not number'],
    ]);
    const noTransport = missionOrderCreateSchema.safeParse(missionOrderBody(filled, 'draft'));
    expect(noTransport.success ? [] : noTransport.error.issues.map((issue) => issue.message)).toEqual([
      'Please fill transports fields.',
    ]);
  });

  it('sends the travel request to its manager, without the manager form’s parts', () => {
    const body = travelRequestBody(tick(filled, ['public_transport', true]));
    expect(body).not.toHaveProperty('owner');
    expect(missionOrderTravelSchema.safeParse(body).success).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { issueMessage } from '../errors/catalogue';
import { tooLongMessage } from '../text/messages';
import { MISSION_ORDER_MESSAGES as M } from './messages';
import {
  MissionOrderListQuery,
  missionOrderCreateSchema,
  missionOrderInputSchema,
  missionOrderStatusPatchSchema,
  missionOrderTravelSchema,
} from './schemas';

/** A valid order of the manager form: alice by train, the customer pays her hotel. */
const VALID = {
  owner: 7,
  mission_object: 'Audit of the Lyon warehouse',
  role: 'Lead auditor',
  begin_date: '2030-03-04',
  end_date: '2030-03-08',
  customer: 3,
  project: 5,
  contact_name: 'Jeanne Martin',
  contact_phone: '+33 4 72 00 00 00',
  public_transport: true,
  accommodation_paid_by_company: true,
};

/** The messages of a failed parse, by field. */
function messages(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('the manager form’s body (spec/2 §5.2)', () => {
  it('takes a valid order, amounts missing as 0, saved as a draft', () => {
    const parsed = missionOrderCreateSchema.parse(VALID);
    expect(parsed).toMatchObject({ status: 'draft', none_expense: false, mileage_limit: 0, daily_package: 0 });
  });

  it.each([
    ['owner', undefined],
    ['mission_object', ''],
    ['mission_object', '   '],
    ['role', undefined],
    ['begin_date', ''],
    ['end_date', undefined],
    ['customer', undefined],
    ['project', null],
    ['contact_name', ''],
  ])('requires %s (%j): "Please fill all the necessary fields (*)."', (field, value) => {
    expect(messages(missionOrderCreateSchema.safeParse({ ...VALID, [field]: value }))).toEqual([
      [field, M.fieldsRequired],
    ]);
  });

  it('takes no owner on a PUT, and leaves the contact phone and the remark optional', () => {
    const { owner: _, contact_phone: __, ...put } = VALID;
    expect(missionOrderInputSchema.safeParse(put).success).toBe(true);
  });

  it.each([
    ['mission_object', 100],
    ['role', 150],
    ['contact_name', 150],
    ['contact_phone', 150],
  ])('bounds %s to %i characters (spec/2 §9)', (field, max) => {
    expect(missionOrderCreateSchema.safeParse({ ...VALID, [field]: 'x'.repeat(max) }).success).toBe(true);
    expect(messages(missionOrderCreateSchema.safeParse({ ...VALID, [field]: 'x'.repeat(max + 1) }))).toEqual([
      [field, tooLongMessage(max)],
    ]);
  });

  it.each([
    ['mileage_limit', M.mileageLimitNotNumber],
    ['transport_limit', M.transportLimitNotNumber],
    ['breakfast_limit', M.breakfastLimitNotNumber],
    ['dinner_limit', M.dinnerLimitNotNumber],
    ['hotel_limit', M.hotelLimitNotNumber],
    ['daily_package', M.dailyPackageNotNumber],
  ])('says "{field label} : is not number" for %s', (field, message) => {
    expect(messages(missionOrderCreateSchema.safeParse({ ...VALID, [field]: '12' }))).toEqual([[field, message]]);
  });

  it.each([
    ['hotel_limit', 1_000_000_001, M.amountOutOfRange],
    ['hotel_limit', -1, M.amountOutOfRange],
    ['dinner_limit', 12.345, M.amountDecimals],
    ['mileage_limit', 10.5, M.kilometersWhole],
  ])('refuses %s = %d', (field, value, message) => {
    expect(messages(missionOrderCreateSchema.safeParse({ ...VALID, [field]: value }))).toEqual([[field, message]]);
  });

  it.each([
    ['end_date', { end_date: '2030-03-03' }, M.endBeforeBegin],
    ['personal_vehicle', { public_transport: false }, M.transportsRequired],
    ['accommodation_paid_by_company', { accommodation_paid_by_structure: true }, M.accommodationExclusive],
    ['transport_limit', { personal_vehicle: true, mileage_limit: 200, transport_limit: 15 }, M.mileageOrTransportLimit],
  ])('checks the rule across fields on %s', (field, values, message) => {
    expect(messages(missionOrderCreateSchema.safeParse({ ...VALID, ...values }))).toEqual([[field, message]]);
  });

  it('stores only normalized orders: an API call cannot keep what the form clears', () => {
    const parsed = missionOrderInputSchema.parse({
      ...VALID,
      status: 'submitted',
      personal_vehicle: false,
      mileage_limit: 400,
      hotel_limit: 120,
      daily_package: 60,
    });
    expect(parsed).toMatchObject({ status: 'submitted', mileage_limit: 0, hotel_limit: 0, daily_package: 0 });
    const packaged = missionOrderInputSchema.parse({ ...VALID, daily_package_flag: true, daily_package: 60 });
    expect(packaged).toMatchObject({
      public_transport: false,
      accommodation_paid_by_company: false,
      daily_package: 60,
    });
  });

  it('names each of its messages by a stable mission.* code (the server’s message_code)', () => {
    const result = missionOrderCreateSchema.safeParse({ ...VALID, hotel_limit: 'x', role: '', end_date: '2030-01-01' });
    expect(result.error?.issues.map((issue) => issueMessage(issue).code)).toEqual([
      'mission.fieldsRequired',
      'mission.hotelLimitNotNumber',
    ]);
    const crossed = missionOrderCreateSchema.safeParse({ ...VALID, end_date: '2030-01-01', public_transport: false });
    expect(crossed.error?.issues.map((issue) => issueMessage(issue).code)).toEqual([
      'mission.endBeforeBegin',
      'mission.transportsRequired',
    ]);
  });

  it('refuses a status other than draft or submitted on save', () => {
    expect(missionOrderInputSchema.safeParse({ ...VALID, status: 'accepted' }).success).toBe(false);
  });
});

describe('the travel request (spec/2 §2.3 "Travel-only variant")', () => {
  const { owner: _, accommodation_paid_by_company: __, ...mission } = VALID;
  const TRAVEL = {
    ...mission,
    current_manager: 2,
    personal_vehicle: true,
    public_transport: false,
    mileage_limit: 250,
  };

  it('keeps the transports and ignores the manager’s expense fields', () => {
    const parsed = missionOrderTravelSchema.parse({ ...TRAVEL, hotel_limit: 500, daily_package_flag: true });
    expect(parsed).toMatchObject({
      personal_vehicle: true,
      mileage_limit: 250,
      none_expense: true,
      hotel_limit: 0,
      daily_package_flag: false,
      current_manager: 2,
    });
  });

  it('requires a transport and the manager it goes to', () => {
    expect(messages(missionOrderTravelSchema.safeParse({ ...TRAVEL, personal_vehicle: false }))).toEqual([
      ['personal_vehicle', M.transportsRequired],
    ]);
    expect(messages(missionOrderTravelSchema.safeParse({ ...TRAVEL, current_manager: undefined }))).toEqual([
      ['current_manager', M.fieldsRequired],
    ]);
  });
});

describe('the list query (spec/2 §2.3, §7.2)', () => {
  it('reads the status filter’s "asked" as ask, and several statuses', () => {
    expect(MissionOrderListQuery.parse({ status: 'asked,draft' }).status).toEqual(['ask', 'draft']);
    expect(MissionOrderListQuery.safeParse({ status: 'lost' }).success).toBe(false);
  });

  it('takes the manager list’s filters', () => {
    const query = MissionOrderListQuery.parse({
      current_manager: 'me',
      employee: '7',
      customer: '3',
      project: '5',
      begin_date: '2030-01-01',
      end_date: '2030-12-31',
      include_fields: 'owner_object,customer_object,project_object',
      ordering: '-begin_date',
    });
    expect(query).toMatchObject({ current_manager: 'me', employee: 7, customer: 3, project: 5, limit: 25 });
  });
});

describe('the status patch', () => {
  it.each(['draft', 'submitted', 'accepted', 'refused', 'edition', 'signed', 'ask'])('takes %s', (status) => {
    expect(missionOrderStatusPatchSchema.safeParse({ status }).success).toBe(true);
  });
  it('refuses a status the machine does not know', () => {
    expect(missionOrderStatusPatchSchema.safeParse({ status: 'asked' }).success).toBe(false);
  });
});

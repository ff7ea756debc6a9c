import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  amountProblem,
  enabledExpenseInputs,
  initialAmount,
  MISSION_ORDER_ACCOMMODATIONS,
  MISSION_ORDER_AMOUNTS,
  MISSION_ORDER_TRANSPORTS,
  type MissionOrderExpenses,
  missionOrderProblems,
  normalizeMissionOrder,
  tickAccommodation,
} from './rules';

/** Nothing ticked, nothing filled. */
const NONE: MissionOrderExpenses = {
  personal_vehicle: false,
  sociaty_vehicle: false,
  public_transport: false,
  accommodation_paid_by_company: false,
  accommodation_paid_by_structure: false,
  none_expense: false,
  daily_package_flag: false,
  mileage_limit: 0,
  transport_limit: 0,
  breakfast_limit: 0,
  dinner_limit: 0,
  hotel_limit: 0,
  daily_package: 0,
};
const LIMITS = { mileage_limit: 300, transport_limit: 20, breakfast_limit: 10, dinner_limit: 25, hotel_limit: 90 };
const order = (values: Partial<MissionOrderExpenses>) => ({ ...NONE, ...values });

describe('normalizeMissionOrder: the clearing rules (spec/2 §4.5, §5.2)', () => {
  it.each<[string, Partial<MissionOrderExpenses>, Partial<MissionOrderExpenses>]>([
    [
      'the global package clears the vehicles, accommodation and none_expense, and zeroes the limits',
      {
        ...LIMITS,
        personal_vehicle: true,
        sociaty_vehicle: true,
        public_transport: true,
        accommodation_paid_by_structure: true,
        daily_package_flag: true,
        daily_package: 45.5,
      },
      { daily_package_flag: true, daily_package: 45.5 },
    ],
    [
      'a package of 0 sets none_expense and personal_vehicle (and is no package)',
      { ...LIMITS, public_transport: true, accommodation_paid_by_company: true, daily_package_flag: true },
      { none_expense: true, personal_vehicle: true },
    ],
    [
      'without the package flag, the package is zeroed',
      { public_transport: true, accommodation_paid_by_company: true, daily_package: 80 },
      { public_transport: true, accommodation_paid_by_company: true },
    ],
    [
      'no accommodation choice and no package sets none_expense (and zeroes the meal limits)',
      { ...LIMITS, personal_vehicle: true },
      { personal_vehicle: true, none_expense: true, mileage_limit: 300, transport_limit: 20 },
    ],
    [
      'the vehicle limits are zeroed unless personal_vehicle',
      { ...LIMITS, sociaty_vehicle: true, accommodation_paid_by_structure: true },
      {
        sociaty_vehicle: true,
        accommodation_paid_by_structure: true,
        breakfast_limit: 10,
        dinner_limit: 25,
        hotel_limit: 90,
      },
    ],
    [
      'the meal limits are zeroed when the customer pays the accommodation',
      { ...LIMITS, public_transport: true, accommodation_paid_by_company: true },
      { public_transport: true, accommodation_paid_by_company: true },
    ],
    [
      'the meal limits are zeroed when none_expense is set, even with paid by the structure',
      { ...LIMITS, public_transport: true, accommodation_paid_by_structure: true, none_expense: true },
      { public_transport: true, accommodation_paid_by_structure: true, none_expense: true },
    ],
    [
      'a personal vehicle and paid by the structure keep every limit',
      { ...LIMITS, personal_vehicle: true, accommodation_paid_by_structure: true },
      { ...LIMITS, personal_vehicle: true, accommodation_paid_by_structure: true },
    ],
  ])('%s', (_, values, expected) => {
    expect(normalizeMissionOrder(order(values))).toEqual(order(expected));
  });

  it('keeps the other fields of the order and leaves its argument alone', () => {
    const values = { ...order({ public_transport: true, daily_package: 3 }), role: 'Lead', begin_date: '2030-01-07' };
    const normalized = normalizeMissionOrder(values);
    expect(normalized).toMatchObject({ role: 'Lead', begin_date: '2030-01-07', daily_package: 0 });
    expect(values.daily_package).toBe(3);
  });

  const anyOrder = fc.record({
    ...Object.fromEntries(
      [...MISSION_ORDER_TRANSPORTS, ...MISSION_ORDER_ACCOMMODATIONS, 'daily_package_flag'].map((f) => [
        f,
        fc.boolean(),
      ]),
    ),
    ...Object.fromEntries(MISSION_ORDER_AMOUNTS.map((f) => [f, fc.constantFrom(0, 0, 1, 12.5, 1_000_000_000)])),
  }) as fc.Arbitrary<MissionOrderExpenses>;

  it('is idempotent, and never stores what the form disables', () => {
    fc.assert(
      fc.property(anyOrder, (values) => {
        const normalized = normalizeMissionOrder(values);
        expect(normalizeMissionOrder(normalized)).toEqual(normalized);
        const enabled = enabledExpenseInputs(normalized);
        if (!enabled.vehicleLimits) expect([normalized.mileage_limit, normalized.transport_limit]).toEqual([0, 0]);
        if (!enabled.mealLimits) {
          expect([normalized.breakfast_limit, normalized.dinner_limit, normalized.hotel_limit]).toEqual([0, 0, 0]);
        }
        if (!enabled.dailyPackage) expect(normalized.daily_package).toBe(0);
        // An accommodation choice always holds; with the package, none does.
        const chosen = MISSION_ORDER_ACCOMMODATIONS.filter((f) => normalized[f]).length;
        expect(normalized.daily_package_flag ? chosen === 0 : chosen >= 1).toBe(true);
      }),
    );
  });
});

const DATES = { begin_date: '2030-03-04', end_date: '2030-03-08' };

describe('missionOrderProblems: the rules across fields (spec/2 §4.5, §5.2)', () => {
  it.each<[string, Partial<MissionOrderExpenses & typeof DATES>, { field: string; code: string }[]]>([
    ['a valid order', { public_transport: true, none_expense: true }, []],
    ['one day', { public_transport: true, none_expense: true, end_date: DATES.begin_date }, []],
    [
      'the end before the start',
      { public_transport: true, none_expense: true, end_date: '2030-03-03' },
      [{ field: 'end_date', code: 'mission.endBeforeBegin' }],
    ],
    ['no transport', { none_expense: true }, [{ field: 'personal_vehicle', code: 'mission.transportsRequired' }]],
    ['no transport but the global package', { daily_package_flag: true, daily_package: 40 }, []],
    ['several transports', { personal_vehicle: true, sociaty_vehicle: true, public_transport: true }, []],
    [
      'paid by the customer and by the structure',
      { public_transport: true, accommodation_paid_by_company: true, accommodation_paid_by_structure: true },
      [{ field: 'accommodation_paid_by_company', code: 'mission.accommodationExclusive' }],
    ],
    [
      'paid by the structure and no expense',
      { public_transport: true, accommodation_paid_by_structure: true, none_expense: true },
      [{ field: 'accommodation_paid_by_company', code: 'mission.accommodationExclusive' }],
    ],
    [
      'kilometres and a vehicle package',
      { personal_vehicle: true, none_expense: true, mileage_limit: 100, transport_limit: 15 },
      [{ field: 'transport_limit', code: 'mission.mileageOrTransportLimit' }],
    ],
    ['kilometres only', { personal_vehicle: true, none_expense: true, mileage_limit: 100 }, []],
    [
      'everything wrong at once',
      {
        accommodation_paid_by_company: true,
        none_expense: true,
        mileage_limit: 1,
        transport_limit: 1,
        end_date: '2030-01-01',
      },
      [
        { field: 'end_date', code: 'mission.endBeforeBegin' },
        { field: 'personal_vehicle', code: 'mission.transportsRequired' },
        { field: 'accommodation_paid_by_company', code: 'mission.accommodationExclusive' },
        { field: 'transport_limit', code: 'mission.mileageOrTransportLimit' },
      ],
    ],
  ])('%s', (_, values, problems) => {
    expect(missionOrderProblems({ ...NONE, ...DATES, ...values })).toEqual(problems);
  });
});

describe('amountProblem: a number from 0 to 1 000 000 000, cents at most, kilometres whole (spec/2 §5.2, §9)', () => {
  it.each<[Parameters<typeof amountProblem>[0], unknown, string | null]>([
    ['hotel_limit', 0, null],
    ['hotel_limit', 89.99, null],
    ['hotel_limit', 1_000_000_000, null],
    ['hotel_limit', 1_000_000_000.01, 'amountOutOfRange'],
    ['hotel_limit', -0.01, 'amountOutOfRange'],
    ['hotel_limit', 0.001, 'amountDecimals'],
    ['hotel_limit', '90', 'hotelLimitNotNumber'],
    ['hotel_limit', Number.NaN, 'hotelLimitNotNumber'],
    ['breakfast_limit', null, 'breakfastLimitNotNumber'],
    ['dinner_limit', 'abc', 'dinnerLimitNotNumber'],
    ['transport_limit', undefined, 'transportLimitNotNumber'],
    ['daily_package', Number.POSITIVE_INFINITY, 'dailyPackageNotNumber'],
    ['mileage_limit', 'x', 'mileageLimitNotNumber'],
    ['mileage_limit', 120, null],
    ['mileage_limit', 120.5, 'kilometersWhole'],
    ['mileage_limit', 1_000_000_001, 'amountOutOfRange'],
  ])('%s = %s', (field, value, problem) => {
    expect(amountProblem(field, value)).toBe(problem);
  });

  it.each([
    [12.5, 12.5],
    ['', 0],
    ['12', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('starts the form at %j as %j ("Empty or non-numeric values become 0")', (value, start) => {
    expect(initialAmount(value)).toBe(start);
  });
});

describe('enabledExpenseInputs: what the form lets the user fill (spec/2 §4.5, §5.2)', () => {
  it.each<[string, Partial<MissionOrderExpenses>, boolean, Partial<ReturnType<typeof enabledExpenseInputs>>]>([
    [
      'nothing ticked',
      {},
      false,
      { transports: true, accommodation: true, vehicleLimits: false, mealLimits: false, dailyPackage: false },
    ],
    ['a personal vehicle', { personal_vehicle: true }, false, { vehicleLimits: true }],
    ['a company vehicle', { sociaty_vehicle: true }, false, { vehicleLimits: false }],
    ['paid by the structure', { accommodation_paid_by_structure: true }, false, { mealLimits: true }],
    ['paid by the customer', { accommodation_paid_by_company: true }, false, { mealLimits: false }],
    ['no expense', { accommodation_paid_by_structure: true, none_expense: true }, false, { mealLimits: false }],
    [
      'the global package',
      { personal_vehicle: true, accommodation_paid_by_structure: true, daily_package_flag: true },
      false,
      { transports: false, accommodation: false, vehicleLimits: false, mealLimits: false, dailyPackage: true },
    ],
    [
      'view mode',
      { personal_vehicle: true, accommodation_paid_by_structure: true, daily_package_flag: true },
      true,
      {
        transports: false,
        accommodation: false,
        vehicleLimits: false,
        mealLimits: false,
        dailyPackageFlag: false,
        dailyPackage: false,
      },
    ],
  ])('%s', (_, values, readOnly, enabled) => {
    expect(enabledExpenseInputs(order(values), readOnly)).toMatchObject(enabled);
  });
});

describe('tickAccommodation: one accommodation option at a time (spec/2 §4.5)', () => {
  it.each(MISSION_ORDER_ACCOMMODATIONS.map((option) => [option]))('ticking %s unticks the others', (option) => {
    const all = order({
      accommodation_paid_by_company: true,
      accommodation_paid_by_structure: true,
      none_expense: true,
    });
    const ticked = tickAccommodation(all, option, true);
    expect(MISSION_ORDER_ACCOMMODATIONS.filter((f) => ticked[f])).toEqual([option]);
    expect(tickAccommodation(ticked, option, false)[option]).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  lineMissionCheck,
  type MissionCheckedLine,
  type MissionOrderCover,
  missionOfLine,
  type OverLimitOut,
  receiptLimitOf,
} from './limits';

/** Alice's mission at Acme's customer 7 in March, a personal vehicle and the structure's accommodation limits. */
const ORDER: MissionOrderCover = {
  id: 1,
  mission_object: 'Audit Lyon',
  customer: 7,
  begin_date: '2026-03-02',
  end_date: '2026-03-06',
  personal_vehicle: true,
  mileage_limit: 300,
  breakfast_limit: 12,
  dinner_limit: 25,
  hotel_limit: 90,
  daily_package: 0,
};
const receipt = (typeLabel: string, total: number, date = '2026-03-03'): MissionCheckedLine => ({
  kind: 'receipt',
  date,
  customer: 7,
  typeLabel,
  total,
});
const trip = (mileage: number): MissionCheckedLine => ({ kind: 'trip', date: '2026-03-03', customer: 7, mileage });

describe('receiptLimitOf: which limit a type of expense meets, from its label', () => {
  it.each<[string, ReturnType<typeof receiptLimitOf>]>([
    ['Hôtel', 'hotel'],
    ['HOTELS', 'hotel'],
    ['Hébergement', 'hotel'],
    ['Nuitée', 'hotel'],
    ['Accommodation', 'hotel'],
    ['Petit-déjeuner', 'breakfast'],
    ['Petit déj', 'breakfast'],
    ['Breakfast', 'breakfast'],
    ['Dîner', 'dinner'],
    ['Repas du soir', 'dinner'],
    ['Dinner', 'dinner'],
    ['Déjeuner', null],
    ['Repas', null],
    ["Repas d'affaires", null],
    ['Train / avion', null],
    ['Photocopies', null],
  ])('%s → %s', (label, limit) => {
    expect(receiptLimitOf(label)).toBe(limit);
  });
});

describe('missionOfLine: the order of the line’s customer whose days hold its date', () => {
  it.each<[string, MissionCheckedLine, number | undefined]>([
    ['the first day', receipt('Hôtel', 50, '2026-03-02'), 1],
    ['the last day', receipt('Hôtel', 50, '2026-03-06'), 1],
    ['the day before', receipt('Hôtel', 50, '2026-03-01'), undefined],
    ['the day after', receipt('Hôtel', 50, '2026-03-07'), undefined],
    ['another customer', { ...receipt('Hôtel', 50), customer: 8 }, undefined],
  ])('%s', (_name, line, id) => {
    expect(missionOfLine(line, [ORDER])?.id).toBe(id);
  });

  it('takes the order begun last, then the newest, when orders overlap', () => {
    const later = { ...ORDER, id: 2, begin_date: '2026-03-03' };
    const newer = { ...ORDER, id: 3 };
    expect(missionOfLine(receipt('Hôtel', 50), [later, ORDER])?.id).toBe(2);
    expect(missionOfLine(receipt('Hôtel', 50, '2026-03-02'), [newer, ORDER])?.id).toBe(3);
  });
});

describe('lineMissionCheck: the mission quoted, and each limit exceeded with its limit', () => {
  it.each<[string, MissionCheckedLine, Partial<MissionOrderCover>, OverLimitOut[]]>([
    ['a hotel night over the limit', receipt('Hôtel', 96), {}, [{ code: 'hotel', limit: 90, amount: 96 }]],
    ['a hotel night at the limit', receipt('Hôtel', 90), {}, []],
    ['a cent over the limit', receipt('Hôtel', 90.01), {}, [{ code: 'hotel', limit: 90, amount: 90.01 }]],
    ['a dinner over', receipt('Dîner', 25.5), {}, [{ code: 'dinner', limit: 25, amount: 25.5 }]],
    ['a breakfast over', receipt('Petit-déjeuner', 14), {}, [{ code: 'breakfast', limit: 12, amount: 14 }]],
    ['a lunch has no limit', receipt('Repas', 60), {}, []],
    ['a limit of 0 is none set', receipt('Hôtel', 96), { hotel_limit: 0 }, []],
    ['a trip over the kilometres', trip(320.5), {}, [{ code: 'mileage', limit: 300, amount: 320.5 }]],
    ['a trip within the kilometres', trip(300), {}, []],
    ['no kilometre limit', trip(900), { mileage_limit: 0 }, []],
    [
      'a trip when the order allows no personal vehicle',
      trip(40),
      { personal_vehicle: false, mileage_limit: 0 },
      [{ code: 'personal_vehicle', limit: 0, amount: 40 }],
    ],
    ['the global package names no limit per line', receipt('Hôtel', 300), { daily_package: 80 }, []],
    ['the global package, a trip', trip(40), { daily_package: 80, personal_vehicle: false }, []],
  ])('%s', (_name, line, order, overLimits) => {
    expect(lineMissionCheck(line, [{ ...ORDER, ...order }])).toEqual({
      mission: { id: 1, object: 'Audit Lyon' },
      over_limits: overLimits,
    });
  });

  it('a line outside every mission is nobody’s and is not checked', () => {
    expect(lineMissionCheck(receipt('Hôtel', 500, '2026-04-01'), [ORDER])).toEqual({ mission: null, over_limits: [] });
    expect(lineMissionCheck(trip(900), [])).toEqual({ mission: null, over_limits: [] });
  });
});

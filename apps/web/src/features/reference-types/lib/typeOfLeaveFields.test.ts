import { type TypeOfLeave, typeOfLeaveInputSchema } from '@staff/shared';
import { describe, expect, it } from 'vitest';
import { FLAG_SECTIONS, FLAGS_NOT_OFFERED, newTypeOfLeaveValues, typeOfLeaveValues } from './typeOfLeaveFields';

describe('the type of leave form values', () => {
  it('a new type starts from the body defaults, with an empty name that the schema refuses', () => {
    const values = newTypeOfLeaveValues();
    expect(values).toMatchObject({
      name: '',
      active: true,
      deducting_mode: 'open_days',
      activate_validation_workflow: false, // issue 28: the circuit acts, off unless ticked
      annual_quota: 0,
    });
    expect(typeOfLeaveInputSchema.safeParse(values).success).toBe(false);
    expect(typeOfLeaveInputSchema.safeParse({ ...values, name: 'Formation' }).success).toBe(true);
  });

  it('an existing type is edited with its own values, a missing pay export as an empty text', () => {
    const type = {
      ...typeOfLeaveInputSchema.parse({ name: 'RTT', annual_quota: 10, rights_management: true }),
      id: 2,
      value: 'RTT',
    } as TypeOfLeave;
    const values = typeOfLeaveValues(type);
    expect(values).toMatchObject({ name: 'RTT', annual_quota: 10, rights_management: true, pay_export: '' });
    expect(values).not.toHaveProperty('id');
  });

  it('the hidden block shows every flag of the body once, but those not offered', () => {
    const shown = FLAG_SECTIONS.flatMap((section) => section.flags.map((flag) => flag.name));
    const booleans = Object.entries(typeOfLeaveInputSchema.parse({ name: 'x' }))
      .filter(([, value]) => typeof value === 'boolean')
      .map(([name]) => name);
    // The form places these four itself (active and telework up top, rights and period beside their numbers).
    const main = ['active', 'is_telework', 'rights_management', 'period_management'];
    expect(new Set([...shown, ...main, ...FLAGS_NOT_OFFERED])).toEqual(new Set(booleans));
    expect(shown.filter((name) => FLAGS_NOT_OFFERED.includes(name))).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
  });
});

import { describe, expect, it } from 'vitest';
import { MISSION_ORDER_HISTORY_ACTIONS, MissionOrderDetailOut, MissionOrderHistoryEntryOut } from './contract';
import { MISSION_ORDER_ACTIONS } from './status';

const person = { id: 2, first_name: 'Alice', last_name: 'Martin' };

describe('the mission order trail in the answer', () => {
  it('records every action of the machine, the creation, the saves and the extensions', () => {
    for (const action of MISSION_ORDER_ACTIONS) expect(MISSION_ORDER_HISTORY_ACTIONS).toContain(action);
    expect(MISSION_ORDER_HISTORY_ACTIONS).toEqual(expect.arrayContaining(['create', 'save', 'extend']));
  });

  it('an extension carries its old and new end; other acts carry none', () => {
    const extension = {
      action: 'extend',
      actor: person,
      at: '2026-11-20T09:00:00.000+01:00',
      version: 3,
      old_end_date: '2026-11-30',
      new_end_date: '2026-12-15',
    };
    expect(MissionOrderHistoryEntryOut.parse(extension)).toEqual(extension);
    expect(() => MissionOrderHistoryEntryOut.parse({ ...extension, action: 'sign' })).toThrow();
    expect(() => MissionOrderHistoryEntryOut.parse({ ...extension, old_end_date: undefined })).toThrow();
  });

  it('the detail adds the history and the signature (who, when, which version), null when unsigned', () => {
    const keys = MissionOrderDetailOut.keyof().options;
    expect(keys).toEqual(expect.arrayContaining(['history', 'signature', 'version', 'date_of_validation']));
    const signature = MissionOrderDetailOut.shape.signature;
    expect(signature.parse(null)).toBeNull();
    expect(signature.parse({ signer: person, at: '2026-11-20T09:00:00Z', version: 2 })).toMatchObject({ version: 2 });
    expect(() => signature.parse({ signer: person, at: '2026-11-20T09:00:00Z' })).toThrow();
  });
});

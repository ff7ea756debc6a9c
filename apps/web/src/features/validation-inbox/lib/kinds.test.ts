import i18n from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { figureOf, itemLabel, periodOf } from './describe';
import { bulkPlan, decisionsOf, moduleActionOf } from './kinds';
import { ITEMS } from './testItems';

beforeAll(initFrench);

describe('what an inbox item offers', () => {
  it('accepts or refuses what is sent, pays what is accepted, completes an asked mission order on its form', () => {
    expect(decisionsOf(ITEMS.leave)).toEqual(['accept', 'refuse']);
    expect(decisionsOf(ITEMS.report)).toEqual(['accept', 'refuse']);
    expect(decisionsOf(ITEMS.claim)).toEqual(['accept', 'refuse']);
    expect(decisionsOf(ITEMS.toPay)).toEqual(['pay']);
    expect(decisionsOf(ITEMS.order)).toEqual([]);
    expect(decisionsOf(ITEMS.cancellation)).toEqual(['accept', 'refuse']);
  });

  it("offers only what the server's actions allow", () => {
    expect(decisionsOf({ ...ITEMS.leave, actions: ['unsubmit'] })).toEqual([]);
    expect(decisionsOf({ ...ITEMS.toPay, actions: ['unlock', 'refuse'] })).toEqual([]);
  });

  it('accepts a leave at a step of its approval circuit that is not the last by accepting the step (issue 28)', () => {
    const atStep = { ...ITEMS.leave, actions: ['approve_step', 'refuse', 'unsubmit'], circuit: { step: 1, steps: 2 } };
    expect(decisionsOf(atStep)).toEqual(['accept', 'refuse']);
    expect(moduleActionOf(atStep, 'accept')).toEqual({ action: 'approve_step', status: 'submitted' });
    expect(moduleActionOf(ITEMS.leave, 'accept')).toEqual({ action: 'validate', status: 'accepted' });
    expect(figureOf(i18n.t.bind(i18n), atStep, 'fr')).toBe('2 jours · étape 1 sur 2');
  });

  it('plans a bulk decision: accept the sent ones, pay the accepted claims, skip what has no bulk decision', () => {
    const plan = bulkPlan([ITEMS.leave, ITEMS.order, ITEMS.toPay, ITEMS.report]);
    expect(plan.map(({ item, decision }) => [item.kind, item.id, decision])).toEqual([
      ['leave', 5, 'accept'],
      ['expense_claim', 10, 'pay'],
      ['activity_report', 5, 'accept'],
    ]);
  });
});

describe('how an item reads', () => {
  const t = i18n.t.bind(i18n);
  it('gives the figure that matters, in French figures', () => {
    expect(figureOf(t, ITEMS.leave, 'fr')).toBe('2 jours');
    expect(figureOf(t, ITEMS.report, 'fr')).toBe("21,5 jours travaillés · 3\u00a0h\u00a015 d'heures supplémentaires");
    expect(figureOf(t, { ...ITEMS.report, overtime_minutes: 0 }, 'fr')).toBe('21,5 jours travaillés');
    expect(figureOf(t, ITEMS.claim, 'fr')).toBe('1\u202f234,50\u00a0€');
  });

  it('says the period: a month, or a span of dd/MM/yyyy dates', () => {
    expect(periodOf(t, ITEMS.report, 'fr')).toBe('octobre 2026');
    expect(periodOf(t, ITEMS.leave, 'fr')).toBe('du 04/02/2031 au 05/02/2031');
    expect(periodOf(t, { ...ITEMS.leave, end: ITEMS.leave.begin }, 'fr')).toBe('du 04/02/2031 au 04/02/2031');
    expect(itemLabel(t, ITEMS.claim, 'fr')).toBe("Note de frais d'Alice Martin (octobre 2026)");
  });
});

import { availableExpenseClaimActions, EXPENSE_CLAIM_MACHINE, EXPENSE_CLAIM_STATUSES } from '@staff/shared';
import i18n from 'i18next';
import { describe, expect, it } from 'vitest';
import { initFrench } from '../../../test/i18n';
import { backOfficeActionsOf, claimWords, pluginLabel, statusAfter } from './management';

describe('the back office of expense claims', () => {
  it('offers the actions the server allows, decisions first, the steps back apart', () => {
    expect(backOfficeActionsOf({ actions: ['unlock', 'refuse', 'pay', 'accept'] })).toEqual({
      decisions: ['accept', 'pay', 'refuse'],
      stepsBack: ['unlock'],
    });
    // The owner's send is never a back-office action.
    expect(backOfficeActionsOf({ actions: ['send'] })).toEqual({ decisions: [], stepsBack: [] });
  });

  it('offers every action spec/3 §4 gives a validator, whatever the status', () => {
    const validator = { isOwner: false, isValidator: true };
    for (const status of EXPENSE_CLAIM_STATUSES) {
      const actions = availableExpenseClaimActions({ status }, validator);
      const { decisions, stepsBack } = backOfficeActionsOf({ actions });
      expect([...decisions, ...stepsBack].sort()).toEqual([...actions].sort());
    }
  });

  it('offers no action that leaves the claim as it is: a paid claim is not paid again, an accepted one not accepted', () => {
    const validator = { isOwner: false, isValidator: true };
    const offered = (status: (typeof EXPENSE_CLAIM_STATUSES)[number]) =>
      backOfficeActionsOf({ actions: EXPENSE_CLAIM_MACHINE.offered(status, validator) });
    expect(offered('payed')).toEqual({ decisions: ['refuse'], stepsBack: ['unlock'] });
    expect(offered('accepted')).toEqual({ decisions: ['pay', 'refuse'], stepsBack: ['unlock'] });
    expect(offered('refused')).toEqual({ decisions: ['accept', 'pay'], stepsBack: ['unlock'] });
  });

  it('knows where each action leads', () => {
    expect(statusAfter('accept')).toBe('accepted');
    expect(statusAfter('pay')).toBe('payed');
    expect(statusAfter('refuse')).toBe('refused');
    expect(statusAfter('suspend')).toBe('suspended');
    expect(statusAfter('unlock')).toBe('draft');
  });

  it('names the owner and the month of a claim', () => {
    const claim = {
      date: '2026-11-01',
      owner_object: { id: 1, first_name: 'Émilie', last_name: 'Roux', employee_number: null },
    };
    expect(claimWords(claim, 'fr')).toEqual({ name: 'Émilie Roux', month: 'novembre 2026' });
    expect(claimWords(claim, 'en')).toEqual({ name: 'Émilie Roux', month: 'November 2026' });
  });

  it("names the export plugins in French by their id, and an unknown one by the server's name", async () => {
    await initFrench();
    expect(pluginLabel(i18n.t, { id: 'expense-xlsx', name: 'Expense claims (Excel)' })).toBe('Notes de frais (Excel)');
    expect(pluginLabel(i18n.t, { id: 'expense-other', name: 'Other (PDF)' })).toBe('Other (PDF)');
  });
});

import { describe, expect, it } from 'vitest';
import { leaveDecidedText, leaveSubmittedText } from './leaves.mails';
import type { leaves } from './leaves.tables';

type Leave = typeof leaves.$inferSelect;

const leave = (fields: Partial<Leave>) =>
  ({
    begin_date: '2026-03-02',
    begin_period: 'AM',
    end_date: '2026-03-03',
    end_period: 'PM',
    half_days: 4,
    status: 'submitted',
    refusal_reason: null,
    ...fields,
  }) as Leave;
const link = 'https://x/leave/view/7';

describe('the leave mails, each in one language (issue 28)', () => {
  it('a request to validate', () => {
    const m = { who: 'Alice Martin', typeName: 'Congés payés', leave: leave({}), link };
    expect(leaveSubmittedText(m, 'fr')).toEqual({
      subject: 'Demande de congé à valider : Alice Martin',
      text: `Alice Martin demande un congé « Congés payés » du 02/03/2026 (matin) au 03/03/2026 (après-midi), 2,00 jours.\nPour la valider ou la refuser : ${link}`,
    });
    expect(leaveSubmittedText(m, 'en')).toEqual({
      subject: 'Leave request to validate: Alice Martin',
      text: `Alice Martin asks for a "Congés payés" leave from 02/03/2026 (AM) to 03/03/2026 (PM), 2.00 days.\nTo validate or refuse it: ${link}`,
    });
  });

  it('a request to cancel an accepted leave', () => {
    const m = { who: 'Alice Martin', typeName: 'RTT', leave: leave({ half_days: 1 }), link, cancellation: true };
    expect(leaveSubmittedText(m, 'fr').subject).toBe('Annulation de congé à valider : Alice Martin');
    expect(leaveSubmittedText(m, 'fr').text).toContain('0,50 jour, déjà accepté.');
    expect(leaveSubmittedText(m, 'en').subject).toBe('Leave cancellation to decide: Alice Martin');
    expect(leaveSubmittedText(m, 'en').text).toContain('asks to cancel their accepted "RTT" leave');
  });

  it.each([
    ['accepted', null, 'fr', 'Votre demande de congé est acceptée', 'a été acceptée.', null],
    ['accepted', null, 'en', 'Your leave request is accepted', 'was accepted.', null],
    [
      'refused',
      'Trop d’absents',
      'fr',
      'Votre demande de congé est refusée',
      'a été refusée.',
      'Motif : Trop d’absents',
    ],
    ['refused', 'Too many away', 'en', 'Your leave request is refused', 'was refused.', 'Reason: Too many away'],
  ] as const)('a decision %s (reason %s) in %s', (status, reason, language, subject, says, reasonLine) => {
    const out = leaveDecidedText({ typeName: 'RTT', leave: leave({ status, refusal_reason: reason }), link }, language);
    expect(out.subject).toBe(subject);
    const lines = out.text.split('\n');
    expect(lines[0]).toContain(says);
    expect(lines.slice(1)).toEqual(reasonLine ? [reasonLine, link] : [link]);
  });

  it.each([
    ['draft', 'fr', "Votre demande d'annulation est acceptée", 'ses jours vous sont rendus'],
    ['draft', 'en', 'Your cancellation request is accepted', 'its days are given back'],
    ['accepted', 'fr', "Votre demande d'annulation est refusée", 'le congé reste accepté'],
    ['accepted', 'en', 'Your cancellation request is refused', 'the leave stays accepted'],
  ] as const)('a cancellation decided, the leave %s, in %s', (status, language, subject, says) => {
    const out = leaveDecidedText({ typeName: 'RTT', leave: leave({ status }), link, cancellation: true }, language);
    expect(out.subject).toBe(subject);
    expect(out.text).toContain(says);
  });
});

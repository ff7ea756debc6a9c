import { describe, expect, it } from 'vitest';
import { type LocalizedMail, renderings } from './localized';

const mail = (to: string[], language?: 'fr' | 'en'): LocalizedMail => ({
  companyId: 1,
  to,
  priority: 'bulk',
  language,
  render: (l) => ({ subject: l === 'fr' ? 'Bonjour' : 'Hello', text: `text ${l}` }),
});
const languages: Record<string, 'fr' | 'en'> = { 'ann@x.fr': 'en', 'bea@x.fr': 'fr', 'cy@x.fr': 'en' };

describe('renderings: one mail per language among its readers', () => {
  it.each([
    ['one French reader', ['bea@x.fr'], [['fr', ['bea@x.fr']]]],
    ['one English reader', ['ann@x.fr'], [['en', ['ann@x.fr']]]],
    ['an address of no user reads French', ['hr@x.fr'], [['fr', ['hr@x.fr']]]],
    [
      'a mixed list: French first, each reader once, in the list’s order',
      ['ann@x.fr', 'hr@x.fr', 'cy@x.fr', 'bea@x.fr'],
      [
        ['fr', ['hr@x.fr', 'bea@x.fr']],
        ['en', ['ann@x.fr', 'cy@x.fr']],
      ],
    ],
  ] as const)('%s', (_, to, expected) => {
    const out = renderings(mail([...to]), (address) => languages[address]);
    expect(out.map((m) => [m.text.slice(5), m.to])).toEqual(expected);
    expect(out.map((m) => m.subject)).toEqual(expected.map(([l]) => (l === 'fr' ? 'Bonjour' : 'Hello')));
    expect(out.every((m) => m.companyId === 1 && m.priority === 'bulk' && !('render' in m))).toBe(true);
  });

  it('uses the language the caller read with the readers over any lookup', () => {
    const out = renderings(mail(['bea@x.fr'], 'en'), () => 'fr');
    expect(out).toEqual([{ companyId: 1, priority: 'bulk', to: ['bea@x.fr'], subject: 'Hello', text: 'text en' }]);
  });
});

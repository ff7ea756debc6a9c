import { describe, expect, it } from 'vitest';
import { safeFileName } from './storage';

describe('safeFileName', () => {
  it.each([
    ['a plain name', 'facture-2025.pdf', 'facture-2025.pdf'],
    ['accents and spaces', 'Règlement intérieur.pdf', 'Règlement intérieur.pdf'],
    ['a Unix path', '../../etc/passwd', 'passwd'],
    ['a Windows path', 'C:\\Users\\alice\\note.pdf', 'note.pdf'],
    ['quotes', 'le "livret".pdf', 'le livret.pdf'],
    ['control characters', 'a\r\nb\tc\u0000d\u007f.pdf', 'abcd.pdf'],
    ['surrounding spaces', '  scan.png  ', 'scan.png'],
    ['an empty name', '', 'file'],
    ['a name that is only a folder', 'docs/', 'file'],
    ['a name made only of control characters', '\u0001\u0002', 'file'],
  ])('keeps %s safe', (_name, input, expected) => {
    expect(safeFileName(input)).toBe(expected);
  });

  it('cuts very long names to 200 characters', () => {
    expect(safeFileName(`${'a'.repeat(300)}.pdf`)).toHaveLength(200);
  });
});

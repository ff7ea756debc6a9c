import { describe, expect, it } from 'vitest';
import { detectSeparator, parseCsv } from './parse';

const fieldsOf = (text: string) => parseCsv(text).map((r) => r.fields);

describe('parseCsv', () => {
  it.each([
    [
      'semicolons',
      'a;b\n1;2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'commas',
      'a,b\n1,2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'CRLF line ends',
      'a;b\r\n1;2\r\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a byte order mark',
      '\uFEFFa;b\r\n1;2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'no final newline',
      'a;b\n1;2',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'trailing empty lines',
      'a;b\n1;2\n\n\r\n\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'an empty line in the middle',
      'a;b\n\n1;2\n',
      [
        ['a', 'b'],
        ['1', '2'],
      ],
    ],
    [
      'a quoted separator',
      'a;b\n"x;y";2\n',
      [
        ['a', 'b'],
        ['x;y', '2'],
      ],
    ],
    [
      'doubled quotes',
      'a;b\n"say ""hi""";2\n',
      [
        ['a', 'b'],
        ['say "hi"', '2'],
      ],
    ],
    [
      'a quoted newline',
      'a;b\n"one\ntwo";2\n',
      [
        ['a', 'b'],
        ['one\ntwo', '2'],
      ],
    ],
    [
      'empty fields',
      'a;b;c\n;;\n',
      [
        ['a', 'b', 'c'],
        ['', '', ''],
      ],
    ],
    ['a quoted empty field alone', 'a\n""\n', [['a'], ['']]],
    ['accents kept', 'nom\nHélène Çağlar\n', [['nom'], ['Hélène Çağlar']]],
  ])('reads %s', (_, text, expected) => {
    expect(fieldsOf(text)).toEqual(expected);
  });

  it('names the line each record starts on, quoted newlines and blank lines counted', () => {
    const records = parseCsv('a;b\r\n"x\r\ny";1\r\n\r\nz;2\r\n');
    expect(records.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('reads nothing from an empty text or a lone byte order mark', () => {
    expect(parseCsv('')).toEqual([]);
    expect(parseCsv('\uFEFF\r\n')).toEqual([]);
  });
});

describe('detectSeparator', () => {
  it.each([
    ['username;first_name;last_name', ';'],
    ['username,first_name,last_name', ','],
    ['\uFEFFusername;email', ';'],
    ['"a,b";c;d', ';'],
    ['username', ';'],
    ['a;b\n1,2,3,4,5', ';'],
  ])('%j → %s', (text, separator) => {
    expect(detectSeparator(text)).toBe(separator);
  });
});

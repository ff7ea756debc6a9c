import { describe, expect, it } from 'vitest';
import { EMPLOYEE_CSV_COLUMNS, employeeCsvTemplate } from './columns';
import { csvDate, csvList, csvNameKey, EMPLOYEE_CSV_MAX_LINES, openEmployeeCsv, readEmployeeCsv } from './read';

const HEADER = 'username;first_name;last_name;email';

describe('readEmployeeCsv', () => {
  it('refuses more lines than the bound (issue 21), and reads a file of exactly the bound', () => {
    const fileOf = (n: number) =>
      `${HEADER}\n${Array.from({ length: n }, (_, i) => `u${i};f;l;u${i}@x.fr`).join('\n')}\n`;
    const full = readEmployeeCsv(fileOf(EMPLOYEE_CSV_MAX_LINES));
    expect(full.ok && full.lines.length).toBe(EMPLOYEE_CSV_MAX_LINES);
    expect(readEmployeeCsv(fileOf(EMPLOYEE_CSV_MAX_LINES + 1))).toEqual({
      ok: false,
      code: 'employeeCsv.tooManyLines',
      params: { max: 20_000 },
    });
  });

  it('reads the same lines and warnings in steps (openEmployeeCsv) as in one go', () => {
    const text = `${HEADER};badge\na;b;c;d@e.fr;1;extra\n"q;r";s;t;u@v.fr;2\n`;
    const opened = openEmployeeCsv(text);
    if (!opened.ok) throw new Error('not opened');
    const lines = [...opened.records].map(opened.lineOf);
    expect({ ok: true, lines, warnings: opened.warnings }).toEqual(readEmployeeCsv(text));
  });

  it('reads the template as it is: every column known, no line, no warning', () => {
    const read = readEmployeeCsv(employeeCsvTemplate());
    expect(read).toEqual({ ok: true, lines: [], warnings: [] });
  });

  it('writes the template with a byte order mark, `;` and CRLF, every column once', () => {
    const template = employeeCsvTemplate();
    expect(template.startsWith('\uFEFFusername;first_name;')).toBe(true);
    expect(template.endsWith('\r\n')).toBe(true);
    expect(template.trim().split(';')).toHaveLength(EMPLOYEE_CSV_COLUMNS.length);
  });

  it('matches headers in any case and order, values trimmed, empty ones left out', () => {
    const read = readEmployeeCsv('EMAIL,Last_Name,username,FIRST_NAME,notes\n a@b.fr ,Durand,jdurand,jean,\n');
    expect(read).toEqual({
      ok: true,
      warnings: [],
      lines: [{ line: 2, values: { email: 'a@b.fr', last_name: 'Durand', username: 'jdurand', first_name: 'jean' } }],
    });
  });

  it('warns of an unknown or repeated column on line 1, naming it, and ignores its values', () => {
    const read = readEmployeeCsv(`${HEADER};badge;email\nx;y;z;e@f.fr;42;other@f.fr\n`);
    expect(read.ok && read.warnings).toEqual([
      { line: 1, column: 'badge', code: 'employeeCsv.unknownColumn' },
      { line: 1, column: 'email', code: 'employeeCsv.unknownColumn' },
    ]);
    expect(read.ok && read.lines[0]?.values).toEqual({
      username: 'x',
      first_name: 'y',
      last_name: 'z',
      email: 'e@f.fr',
    });
  });

  it('warns of a value beyond the header, by its position, but not of empty trailing fields', () => {
    const read = readEmployeeCsv(`${HEADER}\nx;y;z;e@f.fr;;;\nx2;y;z;e@f.fr;surprise\n`);
    expect(read.ok && read.warnings).toEqual([{ line: 3, column: '5', code: 'employeeCsv.extraFields' }]);
  });

  it('refuses a file without header, or without a required column', () => {
    expect(readEmployeeCsv('\uFEFF\r\n\r\n')).toEqual({ ok: false, code: 'employeeCsv.empty' });
    expect(readEmployeeCsv('username;email\nx;e@f.fr')).toEqual({
      ok: false,
      code: 'employeeCsv.columnsMissing',
      params: { columns: 'first_name, last_name' },
    });
  });
});

describe('csvDate', () => {
  it.each([
    ['31/12/2024', '2024-12-31'],
    ['1/2/2024', '2024-02-01'],
    ['2024-02-29', '2024-02-29'],
    ['29/02/2023', null],
    ['31/04/2024', null],
    ['12/31/2024', null],
    ['01/01/1850', null],
    ['demain', null],
    ['2024/01/01', null],
  ])('%s → %s', (value, expected) => {
    expect(csvDate(value)).toBe(expected);
  });
});

describe('lists and names', () => {
  it('splits on | and drops empty items', () => {
    expect(csvList(' manager | hr ||')).toEqual(['manager', 'hr']);
    expect(csvList(undefined)).toEqual([]);
  });
  it('compares names case, accents and spaces aside', () => {
    expect(csvNameKey('  Ressources   Humaines ')).toBe(csvNameKey('ressources humaines'));
    expect(csvNameKey('Comptabilité')).toBe(csvNameKey('COMPTABILITE'));
  });
});

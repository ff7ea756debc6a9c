import { describe, expect, it } from 'vitest';
import type { Role } from '../../auth';
import { usernameSkeleton } from '../usernames';
import { checkEmployeeLines, type EmployeeCsvContext } from './check';
import { readEmployeeCsv } from './read';

const context: EmployeeCsvContext = {
  takenUsernames: new Set(['alice']),
  // The company holds "bob.martin".
  usernameSkeletons: new Map([[usernameSkeleton('bob.martin'), 'bob.martin']]),
  takenEmployeeNumbers: new Set(['E001']),
  services: new Map([
    ['developpement', 1],
    ['conseil', 2],
  ]),
  contracts: new Map([['temps plein', 7]]),
  canGrant: (role: Role) => role !== 'administrator',
};

const HEADER =
  'username;first_name;last_name;email;employee_number;civility;employment_contract;roles;hiring_date;services;contract';

function check(...lines: string[]) {
  const read = readEmployeeCsv([HEADER, ...lines].join('\n'));
  if (!read.ok) throw new Error(read.code);
  return checkEmployeeLines(read.lines, context);
}
const warningsOf = (...lines: string[]) => check(...lines).warnings.map((w) => `${w.line} ${w.column} ${w.code}`);

describe('checkEmployeeLines', () => {
  it('turns a good line into the employee the form would send, normalised by EmployeeIn', () => {
    const { rows, warnings } = check(
      'jdupont;jean-pierre;DUPONT;jp@exemple.fr;E100;mister;cdi;Manager|HR;1/9/2024;Développement | conseil;TEMPS PLEIN',
    );
    expect(warnings).toEqual([]);
    expect(rows).toEqual([
      {
        line: 2,
        employee: expect.objectContaining({
          username: 'jdupont',
          first_name: 'Jean-Pierre',
          last_name: 'Dupont',
          email: 'jp@exemple.fr',
          employee_number: 'E100',
          civility: 'Mister',
          employment_contract: 'CDI',
          roles: ['manager', 'hr'],
          hiring_date: '2024-09-01',
          services: [1, 2],
          contract: 7,
        }),
      },
    ]);
  });

  it('gives a line without roles the default role, and empty optional cells null', () => {
    const [row] = check('mlaurent;marie;laurent;m@exemple.fr;;;;;;;').rows;
    expect(row?.employee).toMatchObject({
      roles: ['collaborator'],
      employee_number: null,
      hiring_date: null,
      contract: null,
    });
  });

  it.each([
    ['a missing first name', 'x1;;b;x1@exemple.fr;;;;;;;', '2 first_name account.required'],
    ['a missing e-mail', 'x1;a;b;;;;;;;;', '2 email account.required'],
    ['a bad e-mail', 'x1;a;b;not-mail;;;;;;;', '2 email account.emailInvalid'],
    ['a bad username', 'x y;a;b;x@exemple.fr;;;;;;;', '2 username employee.usernameInvalid'],
    ['a bad date', 'x1;a;b;x@exemple.fr;;;;;2024-13-01;;', '2 hiring_date employeeCsv.badDate'],
    ['an unknown civility', 'x1;a;b;x@exemple.fr;;Sir;;;;;', '2 civility employeeCsv.unknownCivility'],
    [
      'an unknown employment contract',
      'x1;a;b;x@exemple.fr;;;Interim;;;;',
      '2 employment_contract employeeCsv.unknownEmploymentContract',
    ],
    ['an unknown role', 'x1;a;b;x@exemple.fr;;;;boss;;;', '2 roles employeeCsv.unknownRole'],
    ['a role beyond the importer', 'x1;a;b;x@exemple.fr;;;;administrator;;;', '2 roles employee.roleNotGrantable'],
    ['an unknown service', 'x1;a;b;x@exemple.fr;;;;;;Marketing;', '2 services employeeCsv.unknownService'],
    ['an unknown contract', 'x1;a;b;x@exemple.fr;;;;;;;Mi-temps', '2 contract employeeCsv.unknownContract'],
    ['a username taken, case aside', 'ALICE;a;b;x@exemple.fr;;;;;;;', '2 username employeeCsv.usernameTaken'],
    ['an employee number taken', 'x1;a;b;x@exemple.fr;E001;;;;;;', '2 employee_number employeeCsv.employeeNumberTaken'],
  ])('warns of %s, and leaves the line out', (_, line, warning) => {
    const checked = check(line);
    expect(checked.warnings.map((w) => `${w.line} ${w.column} ${w.code}`)).toEqual([warning]);
    expect(checked.rows).toEqual([]);
  });

  it.each([
    ['M.', 'Mister'],
    ['m', 'Mister'],
    ['Monsieur', 'Mister'],
    ['mister', 'Mister'],
    ['Mme', 'Mrs'],
    ['MME.', 'Mrs'],
    ['Madame', 'Mrs'],
    ['Mrs', 'Mrs'],
    ['Mlle', 'Miss'],
    ['Mademoiselle', 'Miss'],
    ['miss', 'Miss'],
  ])('reads the civility %s as %s', (written, civility) => {
    const { rows, warnings } = check(`x1;a;b;x@exemple.fr;;${written};;;;;`);
    expect(warnings).toEqual([]);
    expect(rows[0]?.employee.civility).toBe(civility);
  });

  it('lists the accepted values in the warning of a civility, an employment contract or a role it does not know', () => {
    const { warnings } = check('x1;a;b;x@exemple.fr;;Dr;Interim;boss;;;');
    expect(warnings.map((w) => [w.column, w.params])).toEqual([
      ['civility', { value: 'Dr', accepted: 'M., Mme, Mlle, Monsieur, Madame, Mademoiselle, Mister, Mrs, Miss' }],
      ['employment_contract', { value: 'Interim', accepted: 'CDI, CDD, Stage, Freelance' }],
      ['roles', { value: 'boss', accepted: 'collaborator, assistant, manager, hr, accounting, administrator' }],
    ]);
  });

  it('warns of a username or an employee number repeated in the file, naming the first line', () => {
    const checked = check(
      'dup;a;b;a@exemple.fr;N1;;;;;;',
      'DUP;c;d;c@exemple.fr;N2;;;;;;',
      'other;e;f;e@exemple.fr;N1;;;;;;',
    );
    expect(checked.warnings).toEqual([
      { line: 3, column: 'username', code: 'employeeCsv.usernameRepeated', params: { value: 'DUP', line: 2 } },
      {
        line: 4,
        column: 'employee_number',
        code: 'employeeCsv.employeeNumberRepeated',
        params: { value: 'N1', line: 2 },
      },
    ]);
    expect(checked.rows.map((r) => r.line)).toEqual([2]);
  });

  it("warns of a username that looks like the company's or an earlier line's, and stores the others in NFKC", () => {
    const checked = check(
      'bоb.martin;a;b;a@exemple.fr;;;;;;;', // a Cyrillic о
      'ｊｄｕｐｏｎｔ;c;d;c@exemple.fr;;;;;;;', // fullwidth: stored as jdupont
      'jdupont;e;f;e@exemple.fr;;;;;;;', // the same username, NFKC aside
      'rnarie;g;h;g@exemple.fr;;;;;;;',
      'marie;i;j;i@exemple.fr;;;;;;;',
    );
    expect(checked.warnings).toEqual([
      {
        line: 2,
        column: 'username',
        code: 'employeeCsv.usernameConfusable',
        params: { value: 'bоb.martin', other: 'bob.martin' },
      },
      { line: 4, column: 'username', code: 'employeeCsv.usernameRepeated', params: { value: 'jdupont', line: 3 } },
      {
        line: 6,
        column: 'username',
        code: 'employeeCsv.usernameConfusable',
        params: { value: 'marie', other: 'rnarie' },
      },
    ]);
    expect(checked.rows.map((r) => [r.line, r.employee.username])).toEqual([
      [3, 'jdupont'],
      [5, 'rnarie'],
    ]);
  });

  it('gives one warning per wrong value of a line, not a second one from the schema for the same column', () => {
    expect(warningsOf('x1;a;b;bad;;;;boss;32/01/2024;Nowhere;')).toEqual([
      '2 hiring_date employeeCsv.badDate',
      '2 roles employeeCsv.unknownRole',
      '2 services employeeCsv.unknownService',
      '2 email account.emailInvalid',
    ]);
  });
});

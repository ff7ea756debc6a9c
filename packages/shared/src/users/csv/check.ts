import type { Role } from '../../auth';
import { issueMessage } from '../../errors/catalogue';
import { type Employee, EmployeeIn } from '../employees';
import { EMPLOYMENT_CONTRACTS } from '../rules';
import { confusableUsername, usernameKey, usernameSkeleton } from '../usernames';
import { CSV_CIVILITIES_ACCEPTED, CSV_EMPLOYMENT_CONTRACTS_ACCEPTED, CSV_ROLES_ACCEPTED, csvCivility } from './choices';
import { EMPLOYEE_CSV_DATE_COLUMNS } from './columns';
import { csvDate, csvList, csvNameKey, type EmployeeCsvLine, type EmployeeCsvWarning, isRole } from './read';

/*
 * The lines of an employee file checked against what only the database knows (usernames and employee numbers taken,
 * the company's services and contracts) and against the employee schema itself, the one the form obeys: a CSV line
 * and a form follow the same rules. A line with any warning is left out of the rows to create.
 */

/** What the server looked up for the file, in as many queries as there are sets (never one per line). */
export type EmployeeCsvContext = {
  /** Usernames of the file already in use, lower-cased (usernames are unique across companies, case aside). */
  takenUsernames: ReadonlySet<string>;
  /** The company's usernames by skeleton (usernames.ts): a line's username must not look like one of them. */
  usernameSkeletons: ReadonlyMap<string, string>;
  /** Employee numbers of the file already in use in the company. */
  takenEmployeeNumbers: ReadonlySet<string>;
  /** The company's services and contracts by `csvNameKey` of their name or title. */
  services: ReadonlyMap<string, number>;
  contracts: ReadonlyMap<string, number>;
  /** Whether the importing user may grant this role (nobody grants a role beyond their own). */
  canGrant: (role: Role) => boolean;
};

/** A line to create: its number in the file and the employee as EmployeeIn normalised it (what the form sends). */
export type EmployeeCsvRow = { line: number; employee: Employee };
export type EmployeeCsvChecked = { rows: EmployeeCsvRow[]; warnings: EmployeeCsvWarning[] };

/** The choice written `value` case aside; undefined when it is none. */
const choiceOf = (choices: readonly string[], value: string): string | undefined =>
  choices.find((choice) => choice.toLowerCase() === value.toLowerCase());

export function checkEmployeeLines(lines: readonly EmployeeCsvLine[], context: EmployeeCsvContext): EmployeeCsvChecked {
  const checker = employeeLineChecker(context);
  for (const line of lines) checker.check(line);
  return checker.checked;
}

/**
 * checkEmployeeLines one line at a time, the file's state (usernames and numbers seen, on which line) kept between
 * calls: a server checks 20,000 lines in slices and lets its event loop run between them (issue 21).
 */
export function employeeLineChecker(context: EmployeeCsvContext): {
  check: (line: EmployeeCsvLine) => void;
  checked: EmployeeCsvChecked;
} {
  const rows: EmployeeCsvRow[] = [];
  const warnings: EmployeeCsvWarning[] = [];
  const usernameLine = new Map<string, number>();
  // The company's usernames, then the file's own as they come: a line must not look like any of them.
  const skeletons = new Map(context.usernameSkeletons);
  const employeeNumberLine = new Map<string, number>();

  const check = ({ line, values }: EmployeeCsvLine) => {
    const lineWarnings: EmployeeCsvWarning[] = [];
    const warn = (column: string, code: EmployeeCsvWarning['code'], params?: EmployeeCsvWarning['params']) =>
      lineWarnings.push({ line, column, code, ...(params ? { params } : {}) });
    // The columns are EmployeeIn's fields by name: the schema's issues name the column of the warning.
    const input: Record<string, unknown> = { ...values };

    // A spreadsheet's "M.", "Mme" or "cdi" is the choice the form offers as "Mister", "Mrs" or "CDI"; any other value
    // is warned of with the values accepted.
    if (values.civility) {
      const civility = csvCivility(values.civility);
      if (civility) input.civility = civility;
      else
        warn('civility', 'employeeCsv.unknownCivility', { value: values.civility, accepted: CSV_CIVILITIES_ACCEPTED });
    }
    if (values.employment_contract) {
      const kind = choiceOf(EMPLOYMENT_CONTRACTS, values.employment_contract);
      if (kind) input.employment_contract = kind;
      else {
        const params = { value: values.employment_contract, accepted: CSV_EMPLOYMENT_CONTRACTS_ACCEPTED };
        warn('employment_contract', 'employeeCsv.unknownEmploymentContract', params);
      }
    }

    for (const column of EMPLOYEE_CSV_DATE_COLUMNS) {
      const value = values[column];
      if (value === undefined) continue;
      const date = csvDate(value);
      if (date) input[column] = date;
      else warn(column, 'employeeCsv.badDate', { value });
    }

    const roles: Role[] = [];
    for (const item of csvList(values.roles)) {
      const role = item.toLowerCase();
      if (!isRole(role)) warn('roles', 'employeeCsv.unknownRole', { value: item, accepted: CSV_ROLES_ACCEPTED });
      else if (!context.canGrant(role)) warn('roles', 'employee.roleNotGrantable');
      else roles.push(role);
    }
    if (values.roles !== undefined) input.roles = [...new Set(roles)];

    const serviceIds: number[] = [];
    for (const item of csvList(values.services)) {
      const id = context.services.get(csvNameKey(item));
      if (id === undefined) warn('services', 'employeeCsv.unknownService', { value: item });
      else serviceIds.push(id);
    }
    if (values.services !== undefined) input.services = [...new Set(serviceIds)];

    if (values.contract !== undefined) {
      const id = context.contracts.get(csvNameKey(values.contract));
      if (id === undefined) warn('contract', 'employeeCsv.unknownContract', { value: values.contract });
      else input.contract = id;
    }

    const username = values.username;
    if (username !== undefined) {
      const key = usernameKey(username);
      const first = usernameLine.get(key);
      if (first !== undefined) warn('username', 'employeeCsv.usernameRepeated', { value: username, line: first });
      else {
        usernameLine.set(key, line);
        const other = confusableUsername(username, skeletons);
        if (context.takenUsernames.has(key)) warn('username', 'employeeCsv.usernameTaken', { value: username });
        else if (other !== undefined) warn('username', 'employeeCsv.usernameConfusable', { value: username, other });
        else skeletons.set(usernameSkeleton(username), username);
      }
    }
    const employeeNumber = values.employee_number;
    if (employeeNumber !== undefined) {
      const first = employeeNumberLine.get(employeeNumber);
      if (first !== undefined) {
        warn('employee_number', 'employeeCsv.employeeNumberRepeated', { value: employeeNumber, line: first });
      } else {
        employeeNumberLine.set(employeeNumber, line);
        if (context.takenEmployeeNumbers.has(employeeNumber)) {
          warn('employee_number', 'employeeCsv.employeeNumberTaken', { value: employeeNumber });
        }
      }
    }

    const parsed = EmployeeIn.safeParse(input);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const column = String(issue.path[0] ?? '');
        // A value the CSV reading already warned of is not warned of twice.
        if (lineWarnings.some((w) => w.column === column)) continue;
        const { code, params } = issueMessage(issue);
        warn(column, code, params);
      }
    }
    if (lineWarnings.length > 0) warnings.push(...lineWarnings);
    else if (parsed.success) rows.push({ line, employee: parsed.data });
  };
  return { check, checked: { rows, warnings } };
}

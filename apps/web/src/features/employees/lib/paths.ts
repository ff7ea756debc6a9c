/** spec 3 §2: the employees screens. */
export const EMPLOYEES_PATH = '/back_office/employees_management';
export const EMPLOYEE_CREATE_PATH = `${EMPLOYEES_PATH}/create`;
export const employeeEditPath = (id: number) => `${EMPLOYEES_PATH}/edit/${id}`;
/** The employee's own page (issue 25): their record, balances, documents and history, with the actions. */
export const employeeViewPath = (id: number) => `${EMPLOYEES_PATH}/view/${id}`;

/** spec/3 §2: the customers, a customer's projects (its name in the path, its id in the query), the company projects. */
export const CUSTOMERS_PATH = '/back_office/customer-management';
export const ORPHAN_PROJECTS_PATH = `${CUSTOMERS_PATH}/orphan_projects`;
export const customerProjectsPath = (customer: { id: number; name: string }) =>
  `${CUSTOMERS_PATH}/${encodeURIComponent(customer.name)}/project?id=${customer.id}`;

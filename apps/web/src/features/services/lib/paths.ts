/** spec/3 §2 "Services": the list, the create page and the edit page. */
export const SERVICES_PATH = '/back_office/service_management';
export const SERVICE_CREATE_PATH = `${SERVICES_PATH}/create`;
export const serviceEditPath = (id: number) => `${SERVICES_PATH}/edit/${id}`;

/** The routes of spec/2 §2.1 and of the back office (spec/3 §2: leave-view and leave-update, paths our own). */
export const LEAVE_MANAGEMENT_PATH = '/back_office/leave_management';
export const LEAVE_DELEGATION_PATH = `${LEAVE_MANAGEMENT_PATH}/leaves_form_management`;
export const LEAVES_CALENDAR_PATH = '/leaves/calendar';

export function leavePaths(backOffice: boolean) {
  return backOffice
    ? {
        list: LEAVE_MANAGEMENT_PATH,
        view: (id: number) => `${LEAVE_MANAGEMENT_PATH}/leave-view/${id}`,
        update: (id: number) => `${LEAVE_MANAGEMENT_PATH}/leave-update/${id}`,
      }
    : {
        list: '/leaves',
        view: (id: number) => `/leave/view/${id}`,
        update: (id: number) => `/leave/update/${id}`,
      };
}

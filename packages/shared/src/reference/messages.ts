/**
 * The reference types' messages (types of leave, overtime, vehicle, expense), by code `reference.<name>`. The schemas
 * below give the texts as their issue messages, so the catalogue finds the code of each by its exact text.
 */
export const REFERENCE_MESSAGES = {
  notNegative: 'This value must be 0 or more.',
  wholeNumber: 'This value must be a whole number.',
  tooLarge: 'This value is too large.',
  twoDecimals: 'At most two decimals (steps of 0.01).',
  threeDecimals: 'At most three decimals (steps of 0.001).',
  dayOfMonth: 'A day between 1 and 31.',
  monthOfYear: 'A month between 1 and 12.',
  yearOffset: 'A year offset between -5 and 5.',
  typeOfLeaveInUse: 'This type of leave is used by leaves and cannot be deleted: deactivate it instead.',
  typeOfOvertimeInUse: 'This type of overtime is used by declared overtime and cannot be deleted.',
  /** Receipts of expense claims name it: deleting it would rewrite claims already made. */
  typeOfExpenseInUse: 'This type of expense is used by receipts of expense claims and cannot be deleted.',
  /** Travel expenses name it (their rate was copied, the vehicle's name is still shown). */
  typeOfVehicleInUse: 'This type of vehicle is used by travel expenses and cannot be deleted.',
  /** Tax lines of receipts name it; worded as spec/3 §5's customer ("Can not delete a customer with current project"). */
  taxInUse: 'Can not delete a VAT rate with current receipt: deactivate it instead.',
  /** The company has this rate already: two lines of the invoice form would read the same. */
  taxExists: 'This VAT rate already exists.',
} as const;

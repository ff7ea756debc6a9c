/**
 * The expense claim's messages (spec/1 §5 "Expense claim", "Travel expense", "Invoice"), word for word where the spec
 * gives them: the forms show them and the server answers them, by code under `expense.`.
 */
export const EXPENSE_MESSAGES = {
  /** spec/1 §5 Invoice: the amount must not be zero. */
  amountZero: 'A invoice can not have an amount of zero euro !',
  /** spec/1 §5 Invoice: the HT and VAT of the lines must add up to the total. */
  taxSumMismatch: 'sum of HT and VAT not equal to receipt total',
  /** spec/1 §5 Travel expense (and the invoice's required fields). */
  fieldsRequired: "Please fill all the fields not marked as 'Optionnal'.",
  placeRequired: 'You must indicate a place',
  /** spec/1 §5 Expense claim: {n} is the number of days of the month. */
  mealsRange: 'The number of meals must be between 0 and {n}',
  /** The chosen type of expense has person_is_mandatory. */
  personRequired: 'The person is mandatory for this type of expense.',
  amountNegative: 'An amount can not be negative.',
  amountTooLarge: 'This amount is too large.',
  amountDecimals: 'An amount has at most 2 decimals.',
  mileageInvalid: 'The mileage is a number of km of at least 0, with at most 2 decimals.',
  /** With several tax lines, each needs its rate, its amount excluding tax and its VAT. */
  taxLineIncomplete: 'Each tax line needs a rate, an amount excluding tax and a VAT amount.',
  /** Only a draft is edited (spec/1 §4 "Only draft claims can be edited or sent"). */
  notEditable: 'This expense claim is not a draft any more: it cannot be changed.',
  /** Issue 25: nothing to send (no receipt, travel expense, transport cost or meal). */
  claimEmpty:
    'This expense claim is empty: add a receipt, a travel expense, the transport cost or the meals before sending it.',
  claimExists: 'An expense claim already exists for this month.',
  claimMonthInvalid: 'Expense claims start in 2015 and end with the current year.',
  statusForbidden: 'This status change is not possible for this expense claim.',
  /** PATCH expense-claim/{id}/ carries a status or a transport cost, one of the two. */
  patchOneOf: 'Change either the status or the transport cost.',
  /** A reason travels with a refusal only (issue 25). */
  reasonOnlyWhenRefusing: 'A reason is given only when refusing an expense claim.',
  typeOfExpenseUnknown: 'This type of expense does not exist.',
  vehicleUnknown: 'This type of vehicle does not exist.',
  customerUnknown: 'This customer cannot be chosen.',
  taxUnknown: 'This tax rate does not exist.',
  /** The administration deactivated the rate: the lines that name it keep it, no other line takes it. */
  taxInactive: 'This VAT rate is no longer offered: choose another one.',
  exportUnknown: 'This export does not exist or is not enabled for the company.',
  /** An export reads its claims in memory: all months of a large company is refused, a month is not. */
  exportTooLarge: 'This export holds more than {max} expense claims: choose a month.',
  /** Issue 21: the bounds of a claim's files (expense-attachments.service.ts). */
  attachmentsFull: 'Too many files: {max} at most per receipt or transport cost.',
  claimAttachmentsFull: 'Too many files: {max} at most per expense claim.',
  /** The date falls in a leave whose type has prevent_expense_entry (issue 28). */
  dateInLeave: 'No expense can be entered on this date: it falls in your leave "{type}".',
} as const;

/**
 * The mission order's messages (spec/2 §5.2, §8), word for word where the spec gives them: the form shows them and
 * the server answers them, by code under `mission.`. No Zod here: the error catalogue reads this file.
 */

/**
 * The labels of the numeric fields (spec/2 §5.2 "Required labels"), which "{field label} : is not number" names. The
 * global package's amount is not in the spec's list: it is labelled by its checkbox, "Global daily package".
 */
export const MISSION_ORDER_AMOUNT_LABELS = {
  mileage_limit: 'Number of kilometers repaid',
  transport_limit: 'Daily package',
  breakfast_limit: 'Breakfast limited to',
  dinner_limit: 'Dinner limited to',
  hotel_limit: 'Hotel limited to',
  daily_package: 'Global daily package',
} as const;
export type MissionOrderAmountField = keyof typeof MISSION_ORDER_AMOUNT_LABELS;

export const MISSION_ORDER_MESSAGES = {
  /** spec/2 §5.2: a required field is empty (employee on creation, object, role, dates, customer, project, contact). */
  fieldsRequired: 'Please fill all the necessary fields (*).',
  /** spec/2 §5.2: one transport type or the global package. */
  transportsRequired: 'Please fill transports fields.',
  endBeforeBegin: 'The mission end date cannot be lower than the start date',
  /**
   * spec/2 §5.2 "{field label} : is not number", one code per field so that each is a fixed text (a schema's message
   * names its code by its text) and each language writes its own label.
   */
  mileageLimitNotNumber: 'Number of kilometers repaid : is not number',
  transportLimitNotNumber: 'Daily package : is not number',
  breakfastLimitNotNumber: 'Breakfast limited to : is not number',
  dinnerLimitNotNumber: 'Dinner limited to : is not number',
  hotelLimitNotNumber: 'Hotel limited to : is not number',
  dailyPackageNotNumber: 'Global daily package : is not number',
  /** spec/2 §5.2 "Mileage and transport (daily package) cannot both be filled." */
  mileageOrTransportLimit: 'Fill either the number of kilometers repaid or the daily package, not both.',
  /** spec/2 §4.5: paid by the customer, paid by the structure and no expense exclude each other. */
  accommodationExclusive: 'Choose one accommodation option only: paid by the customer, paid by the structure or none.',
  /** spec/2 §9: amounts from 0 to 1 000 000 000 euros, step 0.01; kilometres step 1. */
  amountOutOfRange: 'A mission order amount is between 0 and 1000000000.',
  amountDecimals: 'A mission order amount has at most 2 decimals (cents).',
  kilometersWhole: 'The number of kilometers repaid is a whole number.',
  /** The server's answers (the next session's routes). */
  notEditable: 'This mission order can no longer be modified.',
  notDeletable: 'This mission order cannot be deleted in its status.',
  transition: 'A {from} mission order cannot become {to}.',
  stale: 'This mission order was changed by someone else. Reload it and try again.',
  /** POST: the employee is an active person of the company the caller may send on a mission (spec/2 §2.3). */
  unknownEmployee: 'The employee must be an active collaborator you manage.',
  /** The travel request goes to an active person of the company who manages mission orders. */
  unknownManager: 'The manager must be an active person who manages mission orders.',
  unknownCustomer: 'Unknown customer.',
  /** The project is one of the customer's (spec/2 §2.3 "About customer"). */
  projectOfCustomer: "The project must be one of the customer's projects.",
  /** Extend (issue 24): a later end, on an order that is a mission already (not a travel request). */
  extendLater: 'The new end of the mission must be after its current end.',
  notExtendable: 'A travel request is completed on the form, not extended.',
} as const;
export type MissionOrderMessage = keyof typeof MISSION_ORDER_MESSAGES;

/** The not-a-number message of each numeric field. */
export const MISSION_ORDER_NOT_NUMBER: Record<MissionOrderAmountField, MissionOrderMessage> = {
  mileage_limit: 'mileageLimitNotNumber',
  transport_limit: 'transportLimitNotNumber',
  breakfast_limit: 'breakfastLimitNotNumber',
  dinner_limit: 'dinnerLimitNotNumber',
  hotel_limit: 'hotelLimitNotNumber',
  daily_package: 'dailyPackageNotNumber',
};

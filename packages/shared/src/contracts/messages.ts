/** The contracts screens' messages (spec/3 §5 "Contract"), by code `contract.<name>`; English, the spec's own words. */
export const CONTRACT_MESSAGES = {
  requiredFields: "Please complete all fields not marked as 'Optionnal'.",
  notNegative: 'Enter a whole number, 0 or more.',
  maxDaysTooMany: 'A month has at most 31 days.',
  rankTooLarge: 'This rank is too large.',
  inUse: 'This contract is used by {count} employee(s): give them another contract before deleting it.',
} as const;

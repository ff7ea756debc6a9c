import '../lib/dayjs';

/**
 * Mantine's date inputs, through the door that registers dayjs's French locale first (lib/dayjs.ts): a picker imported
 * from @mantine/dates directly would show English months when its page is the first to bring dayjs.
 */
export { DateInput, DatePickerInput, DateTimePicker, MonthPickerInput, TimeInput } from '@mantine/dates';

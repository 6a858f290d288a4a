export { DatePicker, DateRangePicker } from './DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './DatePicker';
export {
  DATE_FORMAT,
  DISPLAY_DATE_FORMAT,
  FIRST_DAY_OF_WEEK,
  RANGE_SEPARATOR,
  formatDate,
  formatDateRange,
  formatDisplayDate,
  isDateAllowed,
  parseDateText,
  readDateRangeText,
  readDateText,
} from './dateText';
export type { DateConstraints, DateFormat, DateRange, DateTextError, DateTextResult } from './dateText';

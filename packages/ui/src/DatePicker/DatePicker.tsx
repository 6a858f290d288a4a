import {
  Button as AriaButton,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog as AriaDialog,
  DialogTrigger,
  FieldError as AriaFieldError,
  Group,
  Heading,
  Input,
  Popover,
  RangeCalendar,
  TextField as AriaTextField,
} from 'react-aria-components';
import type { CalendarDate, DateValue } from '@internationalized/date';
import { clsx } from 'clsx';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Description, Label } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';
import {
  DATE_FORMAT,
  FIRST_DAY_OF_WEEK,
  formatDate,
  formatDateRange,
  readDateRangeText,
  readDateText,
} from './dateText';
import type { DateConstraints, DateFormat, DateRange, DateTextError } from './dateText';

interface PickerBaseProps extends DateConstraints {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the field. */
  description?: ReactNode;
  /** A message from outside (e.g. the server) that marks the field invalid. */
  errorMessage?: ReactNode;
  /** Text format of the input. @default 'YYYY-MM-DD' */
  format?: DateFormat;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isRequired?: boolean;
  /** Form field name; the submitted value is the text in `format`. */
  name?: string;
  /** Extra class name. */
  className?: string;
}

export interface DatePickerProps extends PickerBaseProps {
  /** The chosen date (controlled). */
  value?: CalendarDate | null;
  /** The initial date (uncontrolled). */
  defaultValue?: CalendarDate | null;
  /** Called with a date the user typed or picked once it parses and is allowed, or null when cleared. */
  onChange?: (value: CalendarDate | null) => void;
}

export interface DateRangePickerProps extends PickerBaseProps {
  /** The chosen range (controlled). */
  value?: DateRange | null;
  /** The initial range (uncontrolled). */
  defaultValue?: DateRange | null;
  /** Called with a range once both dates parse, are allowed and start ≤ end, or null when cleared. */
  onChange?: (value: DateRange | null) => void;
}

function useControllable<T>(value: T | undefined, defaultValue: T, onChange?: (value: T) => void) {
  const [own, setOwn] = useState(defaultValue);
  const current = value !== undefined ? value : own;
  const set = (next: T) => {
    if (value === undefined) setOwn(next);
    onChange?.(next);
  };
  return [current, set] as const;
}

function CalendarHeader() {
  return (
    <header className="kz-Calendar-header">
      <AriaButton slot="previous" className="kz-Calendar-nav">
        <Icon name="chevronLeft" />
      </AriaButton>
      <Heading className="kz-Calendar-heading" />
      <AriaButton slot="next" className="kz-Calendar-nav">
        <Icon name="chevronRight" />
      </AriaButton>
    </header>
  );
}

function useErrorText(format: DateFormat) {
  const t = useMessages();
  return (error: DateTextError | null, range: boolean): string | null => {
    switch (error) {
      case null:
        return null;
      case 'invalid':
        return range ? t('datePicker.invalidRange', { format }) : t('datePicker.invalidDate', { format });
      case 'outOfRange':
        return t('datePicker.outOfRange');
      case 'order':
        return t('datePicker.rangeOrder');
      default:
        return error satisfies never;
    }
  };
}

interface TextPickerShellProps extends PickerBaseProps {
  text: string;
  onTextChange: (text: string) => void;
  onCommit: () => void;
  error: string | null;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  calendar: ReactNode;
  kind: 'date' | 'range';
}

function TextPickerShell({
  label,
  description,
  errorMessage,
  isDisabled,
  isRequired,
  name,
  className,
  text,
  onTextChange,
  onCommit,
  error,
  isOpen,
  onOpenChange,
  calendar,
  kind,
  format = DATE_FORMAT,
}: TextPickerShellProps) {
  const t = useMessages();
  const shownError = error ?? errorMessage ?? null;
  const placeholder = kind === 'range' ? `${format} ~ ${format}` : format;
  return (
    <AriaTextField
      className={clsx('kz-Field kz-DatePicker', className)}
      data-kind={kind}
      value={text}
      onChange={onTextChange}
      onBlur={onCommit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') onCommit();
      }}
      isInvalid={shownError != null}
      isDisabled={isDisabled}
      isRequired={isRequired}
      name={name}
      validationBehavior="aria"
    >
      <Label>{label}</Label>
      <Group className="kz-InputGroup" isDisabled={isDisabled} isInvalid={shownError != null}>
        <Input className="kz-Input" placeholder={placeholder} inputMode="numeric" autoComplete="off" />
        <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
          <AriaButton
            className="kz-DatePicker-trigger"
            aria-label={t('datePicker.openCalendar')}
            isDisabled={isDisabled}
          >
            <Icon name="calendar" />
          </AriaButton>
          <Popover className="kz-Popover kz-CalendarPopover" placement="bottom end">
            <AriaDialog
              className="kz-PopoverDialog"
              aria-label={typeof label === 'string' ? label : undefined}
            >
              {calendar}
            </AriaDialog>
          </Popover>
        </DialogTrigger>
      </Group>
      {description != null && <Description>{description}</Description>}
      <AriaFieldError className="kz-FieldError">{shownError}</AriaFieldError>
    </AriaTextField>
  );
}

/**
 * A date field: type `YYYY-MM-DD` or pick from a calendar whose weeks start on Sunday. Typed text
 * is accepted on blur or Enter only when it is a real date within the constraints; otherwise the
 * field shows why and `onChange` is not called.
 */
export function DatePicker({ value, defaultValue = null, onChange, ...props }: DatePickerProps) {
  const { format = DATE_FORMAT, minValue, maxValue, isDateUnavailable } = props;
  const [current, setCurrent] = useControllable(value, defaultValue, onChange);
  const [text, setText] = useState(current ? formatDate(current, format) : '');
  const [shown, setShown] = useState(current);
  const [error, setError] = useState<DateTextError | null>(null);
  const [isOpen, setOpen] = useState(false);
  const errorText = useErrorText(format);

  if (current !== shown && !(current && shown && current.compare(shown) === 0)) {
    // The value changed from outside: show it.
    setShown(current);
    setText(current ? formatDate(current, format) : '');
    setError(null);
  }

  const accept = (next: CalendarDate | null) => {
    setError(null);
    setText(next ? formatDate(next, format) : '');
    setShown(next);
    const same = next === current || (next && current && next.compare(current) === 0);
    if (!same) setCurrent(next);
  };

  const commit = () => {
    const result = readDateText(text, { minValue, maxValue, isDateUnavailable });
    if (result.ok) accept(result.value);
    else setError(result.error);
  };

  return (
    <TextPickerShell
      {...props}
      kind="date"
      text={text}
      onTextChange={(next) => {
        setText(next);
        setError(null);
      }}
      onCommit={commit}
      error={errorText(error, false)}
      isOpen={isOpen}
      onOpenChange={setOpen}
      calendar={
        <Calendar
          className="kz-Calendar"
          value={current ?? null}
          onChange={(date: DateValue) => {
            accept(date as CalendarDate);
            setOpen(false);
          }}
          minValue={minValue ?? undefined}
          maxValue={maxValue ?? undefined}
          isDateUnavailable={isDateUnavailable}
          firstDayOfWeek={FIRST_DAY_OF_WEEK}
        >
          <CalendarHeader />
          <CalendarGrid className="kz-CalendarGrid">
            {(date) => <CalendarCell date={date} className="kz-CalendarCell" />}
          </CalendarGrid>
        </Calendar>
      }
    />
  );
}

const sameRange = (a: DateRange | null, b: DateRange | null) =>
  a === b || (!!a && !!b && a.start.compare(b.start) === 0 && a.end.compare(b.end) === 0);

/**
 * A date range field: type `YYYY-MM-DD ~ YYYY-MM-DD` or pick both ends from a calendar. The range
 * is accepted only when both dates are real, allowed, and the start is not after the end.
 */
export function DateRangePicker({ value, defaultValue = null, onChange, ...props }: DateRangePickerProps) {
  const { format = DATE_FORMAT, minValue, maxValue, isDateUnavailable } = props;
  const [current, setCurrent] = useControllable(value, defaultValue, onChange);
  const [text, setText] = useState(current ? formatDateRange(current, format) : '');
  const [shown, setShown] = useState(current);
  const [error, setError] = useState<DateTextError | null>(null);
  const [isOpen, setOpen] = useState(false);
  const errorText = useErrorText(format);

  if (!sameRange(current, shown)) {
    setShown(current);
    setText(current ? formatDateRange(current, format) : '');
    setError(null);
  }

  const accept = (next: DateRange | null) => {
    setError(null);
    setText(next ? formatDateRange(next, format) : '');
    setShown(next);
    if (!sameRange(next, current)) setCurrent(next);
  };

  const commit = () => {
    const result = readDateRangeText(text, { minValue, maxValue, isDateUnavailable });
    if (result.ok) accept(result.value);
    else setError(result.error);
  };

  return (
    <TextPickerShell
      {...props}
      kind="range"
      text={text}
      onTextChange={(next) => {
        setText(next);
        setError(null);
      }}
      onCommit={commit}
      error={errorText(error, true)}
      isOpen={isOpen}
      onOpenChange={setOpen}
      calendar={
        <RangeCalendar
          className="kz-Calendar kz-RangeCalendar"
          value={current ?? null}
          onChange={(range) => {
            accept({ start: range.start as CalendarDate, end: range.end as CalendarDate });
            setOpen(false);
          }}
          minValue={minValue ?? undefined}
          maxValue={maxValue ?? undefined}
          isDateUnavailable={isDateUnavailable}
          firstDayOfWeek={FIRST_DAY_OF_WEEK}
        >
          <CalendarHeader />
          <CalendarGrid className="kz-CalendarGrid">
            {(date) => <CalendarCell date={date} className="kz-CalendarCell" />}
          </CalendarGrid>
        </RangeCalendar>
      }
    />
  );
}

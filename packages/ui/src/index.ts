export { Badge } from './Badge/Badge';
export type { BadgeProps } from './Badge/Badge';
export { Button } from './Button/Button';
export type { ButtonProps, ButtonVariant } from './Button/Button';
export { Checkbox, CheckboxGroup } from './Checkbox/Checkbox';
export type { CheckboxGroupProps, CheckboxProps } from './Checkbox/Checkbox';
export { ComboBox, ComboBoxItem } from './ComboBox/ComboBox';
export type { ComboBoxProps } from './ComboBox/ComboBox';
export { DatePicker, DateRangePicker } from './DatePicker/DatePicker';
export type { DatePickerProps, DateRangePickerProps } from './DatePicker/DatePicker';
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
} from './DatePicker/dateText';
export type {
  DateConstraints,
  DateFormat,
  DateRange,
  DateTextError,
  DateTextResult,
} from './DatePicker/dateText';
export { Dialog, DialogTrigger, Modal } from './Dialog/Dialog';
export type { DialogProps, DialogTriggerProps, ModalProps } from './Dialog/Dialog';
export {
  DialogReplacedError,
  createDialogService,
  isDialogReplacedError,
} from './Dialog/createDialogService';
export type {
  DialogKind,
  DialogRequest,
  DialogService,
  DialogServiceState,
  OpenDialog,
} from './Dialog/createDialogService';
export {
  DialogHost,
  DialogServiceProvider,
  useDialogService,
  useDialogServiceState,
} from './Dialog/DialogHost';
export type { DialogHostProps, DialogServiceProviderProps } from './Dialog/DialogHost';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { ErrorState } from './ErrorState/ErrorState';
export type { ErrorStateProps } from './ErrorState/ErrorState';
export { Description, FieldError, Label } from './Field/Field';
export type { DescriptionProps, FieldChromeProps } from './Field/Field';
export { Heading, PageHeader } from './Heading/Heading';
export type { HeadingProps, PageHeaderProps } from './Heading/Heading';
export { Icon, iconNames } from './Icon/Icon';
export type { IconName, IconProps } from './Icon/Icon';
export { Inline, Stack } from './Layout/Layout';
export type { InlineProps, Space, StackProps } from './Layout/Layout';
export { Link } from './Link/Link';
export type { LinkProps } from './Link/Link';
export { LoadingOverlay } from './LoadingOverlay/LoadingOverlay';
export type { LoadingOverlayProps } from './LoadingOverlay/LoadingOverlay';
export {
  begin,
  createInFlightCounter,
  end,
  inFlightRequests,
  useInFlightCount,
} from './LoadingOverlay/createInFlightCounter';
export type { InFlightCounter } from './LoadingOverlay/createInFlightCounter';
export { Menu, MenuItem, MenuSeparator, MenuTrigger } from './Menu/Menu';
export type { MenuItemProps, MenuProps, MenuTriggerProps } from './Menu/Menu';
export { DEFAULT_PAGE_SIZE, PAGE_SIZES, Pagination, getPageItems } from './Pagination/Pagination';
export type { PageItem, PaginationProps } from './Pagination/Pagination';
export { Popover, PopoverTrigger } from './Popover/Popover';
export type { PopoverProps, PopoverTriggerProps } from './Popover/Popover';
export { PortalContainer } from './PortalContainer/PortalContainer';
export { enableShadowDomSupport } from './PortalContainer/enableShadowDomSupport';
export type { PortalContainerProps } from './PortalContainer/PortalContainer';
export { Radio, RadioGroup } from './RadioGroup/RadioGroup';
export type { RadioGroupProps, RadioProps } from './RadioGroup/RadioGroup';
export { SearchField } from './SearchField/SearchField';
export type { SearchFieldProps } from './SearchField/SearchField';
export { Select, SelectItem } from './Select/Select';
export type { SelectProps } from './Select/Select';
export { Skeleton } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { Switch } from './Switch/Switch';
export type { SwitchProps } from './Switch/Switch';
export { Cell, Column, Row, Table, TableBody, TableHeader } from './Table/Table';
export type { ColumnProps, TableProps } from './Table/Table';
export { Tab, TabList, TabPanel, Tabs } from './Tabs/Tabs';
export type { TabListProps, TabPanelProps, TabProps, TabsProps } from './Tabs/Tabs';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { TOAST_TIMEOUT, ToastRegion, createToastQueue, showToast } from './Toast/Toast';
export type { ToastContent, ToastQueue, ToastQueueOptions, ToastRegionProps, ToastTone } from './Toast/Toast';
export { Tooltip, TooltipTrigger } from './Tooltip/Tooltip';
export type { TooltipProps, TooltipTriggerProps } from './Tooltip/Tooltip';
export { VisuallyHidden } from './VisuallyHidden/VisuallyHidden';
export { en as uiMessagesEn, ja as uiMessagesJa, messages as uiMessages } from './i18n/messages';
export type { MessageKey as UiMessageKey, UiLocale } from './i18n/messages';
export { formatMessage, resolveUiLocale, useMessages } from './i18n/useMessages';
// Re-exported so apps and widgets set the locale and router once, with the same react-aria instance.
export { I18nProvider, RouterProvider, useLocale } from 'react-aria-components';
export type { Key, Selection, SortDescriptor } from 'react-aria-components';

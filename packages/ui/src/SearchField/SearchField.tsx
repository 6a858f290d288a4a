import { Button, Group, Input, SearchField as AriaSearchField } from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps, SearchFieldRenderProps } from 'react-aria-components';
import { FieldChrome, Label } from '../Field/Field';
import type { FieldChromeProps } from '../Field/Field';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';
import { withClassName } from '../utils/withClassName';

export interface SearchFieldProps extends AriaSearchFieldProps, FieldChromeProps {
  /** Placeholder shown while empty. */
  placeholder?: string;
}

/**
 * A search input: Enter calls `onSubmit`, Escape or the clear button empties it (`onClear`).
 * State: `data-empty`, `data-disabled`, `data-invalid`.
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  const t = useMessages();
  return (
    <AriaSearchField
      {...props}
      className={withClassName<SearchFieldRenderProps>('kz-Field kz-SearchField', className)}
    >
      {label != null && <Label>{label}</Label>}
      <Group className="kz-InputGroup">
        <Icon name="search" className="kz-SearchField-icon" />
        <Input className="kz-Input" placeholder={placeholder} />
        <Button className="kz-SearchField-clear" aria-label={t('searchField.clear')}>
          <Icon name="close" size={14} />
        </Button>
      </Group>
      <FieldChrome description={description} errorMessage={errorMessage} />
    </AriaSearchField>
  );
}

import { clsx } from 'clsx';
import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';

export interface PlainSearchFieldProps {
  /** Visible label. */
  label: ReactNode;
  /** Help text under the field, linked with `aria-describedby`. */
  description?: ReactNode;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Extra class name. */
  className?: string;
}

/**
 * `SearchField`, drawn the same, on a plain `<input type="search">` without react-aria: for home,
 * which shows before react-aria has loaded. Put it in a `<form>`: Enter submits it. Escape or the
 * clear button empties it and keeps the focus in the field. State: `data-empty`.
 */
export function PlainSearchField({
  label,
  description,
  placeholder,
  value,
  onChange,
  className,
}: PlainSearchFieldProps) {
  const t = useMessages();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const clear = () => {
    onChange('');
    input.current?.focus();
  };
  return (
    <div className={clsx('kz-Field kz-SearchField', className)} data-empty={value === '' || undefined}>
      <label className="kz-Label" htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="kz-InputGroup">
        <Icon name="search" className="kz-SearchField-icon" />
        <input
          ref={input}
          id={`${id}-input`}
          type="search"
          className="kz-Input"
          placeholder={placeholder}
          value={value}
          aria-describedby={description != null ? `${id}-description` : undefined}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape' && value !== '') {
              event.preventDefault();
              clear();
            }
          }}
        />
        {/* For the pointer; the keyboard has Escape (as in react-aria's search field). */}
        <button
          type="button"
          className="kz-SearchField-clear"
          aria-label={t('searchField.clear')}
          tabIndex={-1}
          onClick={clear}
        >
          <Icon name="close" size={14} />
        </button>
      </div>
      {description != null && (
        <div id={`${id}-description`} className="kz-Description">
          {description}
        </div>
      )}
    </div>
  );
}

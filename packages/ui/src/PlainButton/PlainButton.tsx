import { clsx } from 'clsx';
import { useRef, useState } from 'react';
import type { ButtonHTMLAttributes, FocusEvent, KeyboardEvent, PointerEvent, ReactNode, Ref } from 'react';
import type { ButtonVariant } from '../Button/Button';
import { focusIsFromKeyboard, listenForModality } from '../utils/modality';

/** How a press came: `keyboard` for Enter or Space (and a screen reader's click), else the pointer's type. */
export type PlainPressType = 'mouse' | 'pen' | 'touch' | 'keyboard';

export interface PlainPressEvent {
  pointerType: PlainPressType;
}

type NativeProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'onClick' | 'disabled' | 'className' | 'children' | 'type'
>;

export interface PlainButtonProps extends NativeProps {
  /** As `Button`'s. @default 'secondary' */
  variant?: ButtonVariant;
  /** As `Button`'s. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Draw only an icon; pass `aria-label` then. @default false */
  iconOnly?: boolean;
  /** Called on click, Enter or Space, not while disabled or pending. */
  onPress?: (event: PlainPressEvent) => void;
  /** When a mouse starts hovering: the moment to load what a press will need. */
  onHoverStart?: () => void;
  isDisabled?: boolean;
  /** Work under way: the button stays focusable and says so, but takes no press. */
  isPending?: boolean;
  /** @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  className?: string;
  children?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/**
 * `Button`, drawn the same, on a plain `<button>` without react-aria: for the app's frame and
 * home, which show before react-aria has loaded. It carries the same state attributes
 * (`data-hovered`, `data-pressed`, `data-focus-visible`, `data-disabled`, `data-pending`), so the
 * same styles apply. It is not a react-aria trigger's child: a `MenuTrigger` or `DialogTrigger`
 * needs `Button`.
 */
export function PlainButton({
  variant = 'secondary',
  size = 'medium',
  iconOnly = false,
  onPress,
  onHoverStart,
  isDisabled = false,
  isPending = false,
  type = 'button',
  className,
  onPointerEnter,
  onPointerLeave,
  onPointerDown,
  onPointerUp,
  onPointerCancel,
  onKeyDown,
  onKeyUp,
  onFocus,
  onBlur,
  ...props
}: PlainButtonProps) {
  listenForModality();
  const [hovered, setHovered] = useState(false);
  const [pressed, setPressed] = useState(false);
  const [focusVisible, setFocusVisible] = useState(false);
  // The pointer of the press under way: read by the click that ends it, never drawn.
  const pointerType = useRef<PlainPressType>('mouse');
  const inert = isDisabled || isPending;
  const release = () => setPressed(false);

  return (
    <button
      {...props}
      type={type}
      disabled={isDisabled}
      aria-disabled={isPending || undefined}
      className={clsx('kz-Button', className)}
      data-variant={variant}
      data-size={size}
      data-icon-only={iconOnly || undefined}
      data-hovered={(hovered && !inert) || undefined}
      data-pressed={(pressed && !inert) || undefined}
      data-focus-visible={focusVisible || undefined}
      data-disabled={isDisabled || undefined}
      data-pending={isPending || undefined}
      onClick={(event) => {
        if (inert) {
          event.preventDefault();
          return;
        }
        // A click with no pointer behind it (detail 0) came from Enter, Space or assistive technology.
        onPress?.({ pointerType: event.detail === 0 ? 'keyboard' : pointerType.current });
      }}
      onPointerEnter={(event: PointerEvent<HTMLButtonElement>) => {
        if (event.pointerType === 'mouse') {
          setHovered(true);
          if (!inert) onHoverStart?.();
        }
        onPointerEnter?.(event);
      }}
      onPointerLeave={(event: PointerEvent<HTMLButtonElement>) => {
        setHovered(false);
        release();
        onPointerLeave?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLButtonElement>) => {
        pointerType.current = event.pointerType as PlainPressType;
        setPressed(true);
        onPointerDown?.(event);
      }}
      onPointerUp={(event: PointerEvent<HTMLButtonElement>) => {
        release();
        onPointerUp?.(event);
      }}
      onPointerCancel={(event: PointerEvent<HTMLButtonElement>) => {
        release();
        onPointerCancel?.(event);
      }}
      onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
        if (event.key === 'Enter' || event.key === ' ') setPressed(true);
        onKeyDown?.(event);
      }}
      onKeyUp={(event: KeyboardEvent<HTMLButtonElement>) => {
        release();
        onKeyUp?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLButtonElement>) => {
        setFocusVisible(focusIsFromKeyboard());
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLButtonElement>) => {
        setFocusVisible(false);
        release();
        onBlur?.(event);
      }}
    />
  );
}

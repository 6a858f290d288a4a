import {
  Dialog as AriaDialog,
  DialogTrigger as AriaDialogTrigger,
  Heading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import type {
  DialogProps as AriaDialogProps,
  DialogRenderProps,
  DialogTriggerProps as AriaDialogTriggerProps,
  ModalOverlayProps,
  ModalRenderProps,
} from 'react-aria-components';
import { clsx } from 'clsx';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../Button/Button';
import { Icon } from '../Icon/Icon';
import { useMessages } from '../i18n/useMessages';
import { keepFocusFromBeingLost, restoreLostFocus } from '../utils/focusFallback';
import { withClassName } from '../utils/withClassName';

export type DialogTriggerProps = AriaDialogTriggerProps;

/** Wraps a trigger `Button` and a `Modal`; pressing the trigger opens the modal. */
export function DialogTrigger(props: DialogTriggerProps) {
  return <AriaDialogTrigger {...props} />;
}

export interface ModalProps extends ModalOverlayProps {
  /** Width of the modal box. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /** Leave the backdrop transparent because a shared overlay already dims the page. @default false */
  sharedBackdrop?: boolean;
}

/**
 * Once the modal has gone: react-aria gives the focus back to the element that had it before (in
 * the next frame). When that element has left the page (a menu's item), or leaves it soon after
 * (a deleted row's button, once the server has answered), the focus would fall to the page body,
 * so it goes to the page's main content instead.
 */
function FocusNotLostOnClose(): null {
  useEffect(
    () => () => {
      requestAnimationFrame(() =>
        setTimeout(() => {
          restoreLostFocus();
          keepFocusFromBeingLost();
        }),
      );
    },
    [],
  );
  return null;
}

/**
 * A modal layer: traps focus, hides the rest of the page from assistive technology and closes on
 * Escape (and on an outside press when `isDismissable`). On closing, the focus goes back to the
 * trigger, or to the page's main content (`data-focus-fallback`) when the trigger has gone.
 * State: `data-entering`, `data-exiting`.
 */
export function Modal({
  size = 'medium',
  sharedBackdrop = false,
  className,
  children,
  ...props
}: ModalProps) {
  return (
    <ModalOverlay
      {...props}
      data-shared-backdrop={sharedBackdrop || undefined}
      className={withClassName<ModalRenderProps>('kz-ModalOverlay', className)}
    >
      <AriaModal className="kz-Modal" data-size={size}>
        {(values) => (
          <>
            <FocusNotLostOnClose />
            {typeof children === 'function' ? children(values) : children}
          </>
        )}
      </AriaModal>
    </ModalOverlay>
  );
}

export interface DialogProps extends Omit<AriaDialogProps, 'children'> {
  /** Heading of the dialog; it also names the dialog. */
  title?: ReactNode;
  /** Body; a function gets `close` to dismiss the dialog from inside. */
  children?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Buttons placed at the bottom, end-aligned. */
  footer?: ReactNode | ((opts: DialogRenderProps) => ReactNode);
  /** Show a close button in the header. @default true */
  showCloseButton?: boolean;
}

/** The content box of a `Modal` or `Popover`, with a title, a body and a footer. */
export function Dialog({
  title,
  children,
  footer,
  showCloseButton = true,
  className,
  ...props
}: DialogProps) {
  const t = useMessages();
  return (
    <AriaDialog {...props} className={clsx('kz-Dialog', className)}>
      {(renderProps) => (
        <>
          {(title != null || showCloseButton) && (
            <div className="kz-Dialog-header">
              {title != null && (
                <Heading slot="title" className="kz-Dialog-title">
                  {title}
                </Heading>
              )}
              {showCloseButton && (
                <Button
                  variant="quiet"
                  iconOnly
                  className="kz-Dialog-close"
                  aria-label={t('common.close')}
                  onPress={renderProps.close}
                >
                  <Icon name="close" />
                </Button>
              )}
            </div>
          )}
          <div className="kz-Dialog-body">
            {typeof children === 'function' ? children(renderProps) : children}
          </div>
          {footer != null && (
            <div className="kz-Dialog-footer">
              {typeof footer === 'function' ? footer(renderProps) : footer}
            </div>
          )}
        </>
      )}
    </AriaDialog>
  );
}

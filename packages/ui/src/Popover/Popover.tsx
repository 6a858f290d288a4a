import { Dialog, DialogTrigger, Popover as AriaPopover } from 'react-aria-components';
import type {
  DialogTriggerProps,
  PopoverProps as AriaPopoverProps,
  PopoverRenderProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { withClassName } from '../utils/withClassName';

export type PopoverTriggerProps = DialogTriggerProps;

/** Wraps a trigger `Button` and a `Popover`; pressing the trigger toggles it. */
export function PopoverTrigger(props: PopoverTriggerProps) {
  return <DialogTrigger {...props} />;
}

export interface PopoverProps extends Omit<AriaPopoverProps, 'children'> {
  /** The content, placed in a non-modal dialog so focus moves into it and Escape closes it. */
  children: ReactNode;
  /** Accessible name of the popover dialog when it has no heading. */
  'aria-label'?: string;
}

/** Floating content anchored to its trigger. State: `data-placement`, `data-entering`, `data-exiting`. */
export function Popover({ children, className, 'aria-label': ariaLabel, ...props }: PopoverProps) {
  return (
    <AriaPopover {...props} className={withClassName<PopoverRenderProps>('kz-Popover', className)}>
      <Dialog className="kz-PopoverDialog" aria-label={ariaLabel}>
        {children}
      </Dialog>
    </AriaPopover>
  );
}

import { Switch as AriaSwitch } from 'react-aria-components';
import type { SwitchProps as AriaSwitchProps, SwitchRenderProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { withClassName } from '../utils/withClassName';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children'> {
  /** The label. */
  children?: ReactNode;
}

/** An on/off switch (ARIA `switch`). State: `data-selected`, `data-disabled`, `data-focus-visible`. */
export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={withClassName<SwitchRenderProps>('kz-Switch', className)}>
      <span className="kz-Switch-track" aria-hidden="true">
        <span className="kz-Switch-thumb" />
      </span>
      {children}
    </AriaSwitch>
  );
}

import { clsx } from 'clsx';
import type { SVGProps } from 'react';

const paths = {
  check: 'M5 12.5l4.5 4.5L19 7.5',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 0 0 14 7 7 0 0 0 0-14zM20 20l-4-4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  phone: 'M6.6 3.5l2.6 3.2-1.6 2.3a12 12 0 0 0 6.4 6.4l2.3-1.6 3.2 2.6-1.6 3.1C11.5 19.5 4.5 12.5 3.5 5.1z',
  phoneOutgoing:
    'M6.6 3.5l2.6 3.2-1.6 2.3a12 12 0 0 0 6.4 6.4l2.3-1.6 3.2 2.6-1.6 3.1C11.5 19.5 4.5 12.5 3.5 5.1zM15 3h6v6M21 3l-6.5 6.5',
  phoneIncoming:
    'M6.6 3.5l2.6 3.2-1.6 2.3a12 12 0 0 0 6.4 6.4l2.3-1.6 3.2 2.6-1.6 3.1C11.5 19.5 4.5 12.5 3.5 5.1zM20.5 9.5h-6v-6M21 3l-6.5 6.5',
  phoneOff:
    'M6.6 3.5l2.6 3.2-1.6 2.3a12 12 0 0 0 6.4 6.4l2.3-1.6 3.2 2.6-1.6 3.1C11.5 19.5 4.5 12.5 3.5 5.1zM3 3l18 18',
  pause: 'M8 5v14M16 5v14',
  dialPad: 'M6 5h.01M12 5h.01M18 5h.01M6 10h.01M12 10h.01M18 10h.01M6 15h.01M12 15h.01M18 15h.01M12 20h.01',
  alert: 'M12 3l10 18H2zM12 10v5M12 17.5v.5',
  info: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 11v6M12 7.5v.5',
  sortAscending: 'M12 5l5 6H7z',
  sortDescending: 'M12 19l-5-6h10z',
  user: 'M12 4a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM4 20c1.5-4 4.5-6 8-6s6.5 2 8 6',
  menu: 'M4 7h16M4 12h16M4 17h16',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  inbox: 'M4 13l3-8h10l3 8v6H4zM4 13h5l1 2h4l1-2h5',
  plus: 'M12 5v14M5 12h14',
  minus: 'M5 12h14',
  mapPin: 'M12 21s-6-5.6-6-11a6 6 0 0 1 12 0c0 5.4-6 11-6 11zM12 8a2 2 0 1 0 0 4 2 2 0 0 0 0-4z',
  heart: 'M12 20s-8-4.6-8-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 8 2.5C20 15.4 12 20 12 20z',
} as const;

export type IconName = keyof typeof paths;

export const iconNames = Object.keys(paths) as IconName[];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  /** Which glyph to draw. */
  name: IconName;
  /** Edge length in px. @default 16 */
  size?: number;
  /**
   * Accessible name. Without it the icon is decorative and hidden from assistive technology,
   * which is right when text next to it already says the same.
   */
  label?: string;
}

/** A small inline SVG icon drawn with the current text colour. */
export function Icon({ name, size = 16, label, className, ...rest }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={clsx('kz-Icon', className)}
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...rest}
    >
      <path d={paths[name]} />
    </svg>
  );
}

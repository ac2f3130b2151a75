import type { HTMLAttributes } from 'react';
import type { Theme } from '../theme/tokens';
import type iconSet from '../../icons/icons.json';
import { iconClassName } from './icon-stylesheet';

/**
 * The icon set lives in `shared-ui/icons/icons.json`, drawn by CSS (see `shared-ui/icons/stylesheet.cjs` and
 * `loadIconStylesheet`): an icon is an empty element whose classes give it its shape, painted in the text's
 * colour (`currentColor`). Its markup is a few bytes, nothing of it is in the scripts, and the browser lays out
 * no SVG for it.
 */
export type IconName = keyof typeof iconSet;
export type IconSize = keyof Theme['iconSize'];

export interface IconProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'title'> {
  name: IconName;
  /** sm 16, md 20 (default), lg 24, xl 48 px. */
  size?: IconSize;
  /** When given, the icon is announced (role img); otherwise it is decorative and hidden from assistive tech. */
  title?: string;
}

export function Icon({ name, size = 'md', title, className, ...rest }: IconProps) {
  return (
    <span
      className={className ? `${iconClassName(name, size)} ${className}` : iconClassName(name, size)}
      {...(title ? { role: 'img', 'aria-label': title } : { 'aria-hidden': true })}
      {...rest}
    />
  );
}

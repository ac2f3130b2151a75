import { useId, type SVGProps } from 'react';
import styled from 'styled-components';
import type { Theme } from '../theme/tokens';
import type iconSet from '../../icons/icons.json';

/**
 * The icon set lives in `shared-ui/icons/icons.json`, as symbols of the page's hidden `<svg id="sokoni-icons">`
 * (see `shared-ui/icons/sprite.cjs` and `loadIconSymbols`): an icon is a reference to one of them
 * (`<use href="#icon-NAME">`), a few bytes in the page and none in the scripts.
 */
export type IconName = keyof typeof iconSet;
export type IconSize = keyof Theme['iconSize'];

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref' | 'name'> {
  name: IconName;
  /** sm 16, md 20 (default), lg 24, xl 48 px. */
  size?: IconSize;
  /** When given, the icon is announced (role img); otherwise it is decorative and hidden from assistive tech. */
  title?: string;
}

const StyledSvg = styled.svg<{ $size: IconSize }>`
  width: ${({ theme, $size }) => theme.iconSize[$size]};
  height: ${({ theme, $size }) => theme.iconSize[$size]};
  flex-shrink: 0;
  vertical-align: middle;
  /* Inherited by the symbol drawn inside; a filled icon sets its own fill. */
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
  stroke-linejoin: round;
`;

export function Icon({ name, size = 'md', title, ...rest }: IconProps) {
  const titleId = useId();
  return (
    <StyledSvg
      $size={size}
      data-icon={name}
      {...(title ? { role: 'img', 'aria-labelledby': titleId } : { 'aria-hidden': true })}
      {...rest}
    >
      {title ? <title id={titleId}>{title}</title> : null}
      <use href={`#icon-${name}`} />
    </StyledSvg>
  );
}

import { forwardRef, type AnchorHTMLAttributes, type ButtonHTMLAttributes, type ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from './icon';
import { Spinner } from './spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm';

interface ButtonStyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const variantCss = {
  primary: css`
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    border-color: ${({ theme }) => theme.color.primary};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.primaryHover};
      border-color: ${({ theme }) => theme.color.primaryHover};
    }
  `,
  secondary: css`
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme }) => theme.color.text};
    border-color: ${({ theme }) => theme.color.borderStrong};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background-image: linear-gradient(${({ theme }) => theme.color.hover}, ${({ theme }) => theme.color.hover});
    }
  `,
  ghost: css`
    background: transparent;
    color: ${({ theme }) => theme.color.text};
    border-color: transparent;
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.hover};
    }
  `,
  danger: css`
    background: ${({ theme }) => theme.color.danger};
    color: ${({ theme }) => theme.color.onDanger};
    border-color: ${({ theme }) => theme.color.danger};
    &:hover:not(:disabled):not([aria-disabled='true']) {
      background: ${({ theme }) => theme.color.dangerHover};
      border-color: ${({ theme }) => theme.color.dangerHover};
    }
  `,
};

/** Shared by Button, ButtonLink and ButtonAnchor so a link styled as a button looks exactly the same. */
export const buttonCss = css<ButtonStyleProps>`
  position: relative;
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ theme, $size }) => ($size === 'sm' ? theme.compactTarget : theme.tapTarget)};
  min-width: ${({ theme, $size }) => ($size === 'sm' ? theme.compactTarget : theme.tapTarget)};
  padding: 0 ${({ theme, $size }) => ($size === 'sm' ? theme.space(3) : theme.space(4))};
  border: ${({ theme }) => theme.borderWidth.thin} solid transparent;
  border-radius: ${({ theme }) => theme.radius.md};
  font-family: inherit;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.font.size.sm : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.2;
  text-align: center;
  text-decoration: none;
  /* A full-width label may wrap on a narrow phone rather than spill out of its button. */
  white-space: ${({ $fullWidth }) => ($fullWidth ? 'normal' : 'nowrap')};
  padding-block: ${({ theme, $fullWidth }) => ($fullWidth ? theme.space(2) : '0')};
  cursor: pointer;
  user-select: none;
  -webkit-tap-highlight-color: transparent;
  transition:
    background-color ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  ${({ $variant }) => variantCss[$variant]}

  /* A compact button still gets a 44 px hit area: an invisible box overflows it evenly on every side. */
  ${({ $size, theme }) =>
    $size === 'sm' &&
    css`
      &::after {
        content: '';
        position: absolute;
        inset: calc((${theme.compactTarget} - ${theme.tapTarget}) / 2);
      }
    `}

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 1;
  }
`;

const StyledButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
`;

/** Keeps the label in the layout (transparent, still the accessible name) while the spinner shows: the width never changes. */
const StyledLabel = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;

const StyledSpinnerSlot = styled.span`
  position: absolute;
  inset: 0;
  display: flex;
  align-items: center;
  justify-content: center;
`;

interface ButtonLookProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Icon after the label (e.g. chevron, external). */
  iconEnd?: IconName;
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLookProps {
  /** Shows a spinner in place of the label, keeps the width, sets aria-busy and disables the button. */
  loading?: boolean;
}

function ButtonContent({ icon, iconEnd, size, children }: Pick<ButtonLookProps, 'icon' | 'iconEnd' | 'size'> & { children?: ReactNode }) {
  const iconSize = size === 'sm' ? 'sm' : 'md';
  return (
    <>
      {icon ? <Icon name={icon} size={iconSize} /> : null}
      {children}
      {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
    </>
  );
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', size = 'md', fullWidth = false, loading = false, icon, iconEnd, type = 'button', disabled, children, ...rest },
  ref,
) {
  return (
    <StyledButton
      ref={ref}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      <StyledLabel $hidden={loading}>
        <ButtonContent icon={icon} iconEnd={iconEnd} size={size}>
          {children}
        </ButtonContent>
      </StyledLabel>
      {loading ? (
        <StyledSpinnerSlot>
          <Spinner size={size === 'sm' ? 'sm' : 'md'} decorative />
        </StyledSpinnerSlot>
      ) : null}
    </StyledButton>
  );
});

const StyledLink = styled(Link)<ButtonStyleProps>`
  ${buttonCss}
`;

export interface ButtonLinkProps extends LinkProps, ButtonLookProps {}

/** A react-router link that looks like a button (navigation is a link, not a button). */
export const ButtonLink = forwardRef<HTMLAnchorElement, ButtonLinkProps>(function ButtonLink(
  { variant = 'primary', size = 'md', fullWidth = false, icon, iconEnd, children, ...rest },
  ref,
) {
  return (
    <StyledLink ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd} size={size}>
        {children}
      </ButtonContent>
    </StyledLink>
  );
});

const StyledAnchor = styled.a<ButtonStyleProps>`
  ${buttonCss}
`;

export interface ButtonAnchorProps extends AnchorHTMLAttributes<HTMLAnchorElement>, ButtonLookProps {}

/** A plain `<a>` styled as a button, for external URLs (WhatsApp share, mailto:, tel:). */
export const ButtonAnchor = forwardRef<HTMLAnchorElement, ButtonAnchorProps>(function ButtonAnchor(
  { variant = 'primary', size = 'md', fullWidth = false, icon, iconEnd, children, ...rest },
  ref,
) {
  return (
    <StyledAnchor ref={ref} $variant={variant} $size={size} $fullWidth={fullWidth} {...rest}>
      <ButtonContent icon={icon} iconEnd={iconEnd} size={size}>
        {children}
      </ButtonContent>
    </StyledAnchor>
  );
});

const StyledIconButton = styled.button<ButtonStyleProps>`
  ${buttonCss}
  padding: 0;
  width: ${({ theme, $size }) => ($size === 'sm' ? theme.compactTarget : theme.tapTarget)};
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'aria-label'> {
  icon: IconName;
  /** The accessible name (icon-only buttons must have one); also shown as a tooltip. */
  label: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, label, variant = 'ghost', size = 'md', type = 'button', title, ...rest },
  ref,
) {
  return (
    <StyledIconButton
      ref={ref}
      type={type}
      aria-label={label}
      title={title ?? label}
      $variant={variant}
      $size={size}
      $fullWidth={false}
      {...rest}
    >
      <Icon name={icon} size={size === 'sm' ? 'sm' : 'lg'} />
    </StyledIconButton>
  );
});

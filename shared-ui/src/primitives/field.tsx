import {
  createContext,
  forwardRef,
  useContext,
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import styled, { css } from 'styled-components';
import { Icon, type IconName } from './icon';
import { iconSelector } from './icon-stylesheet';

interface FieldContextValue {
  id: string;
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean;
}

const FieldContext = createContext<FieldContextValue | null>(null);

interface ControlOwnProps {
  id?: string;
  invalid?: boolean;
  required?: boolean;
  'aria-describedby'?: string;
}

/**
 * Wires a control to its surrounding Field: id for the label, aria-describedby for hint and error,
 * aria-invalid. Exported so custom controls (e.g. a currency picker) can sit in a Field too.
 */
export function useFieldControl<P extends ControlOwnProps>(props: P) {
  const field = useContext(FieldContext);
  const { invalid, required, id, 'aria-describedby': ownDescribedBy, ...rest } = props;
  const isInvalid = invalid ?? field?.invalid ?? false;
  const isRequired = required ?? field?.required ?? false;
  const describedBy = [field?.describedBy, ownDescribedBy].filter(Boolean).join(' ') || undefined;
  return {
    ...rest,
    id: id ?? field?.id,
    'aria-describedby': describedBy,
    'aria-invalid': isInvalid || undefined,
    'aria-required': isRequired || undefined,
    $invalid: isInvalid,
  };
}

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const StyledLabel = styled.label`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.text};
`;

const StyledRequiredMark = styled.span`
  color: ${({ theme }) => theme.color.danger};
  margin-left: ${({ theme }) => theme.space(1)};
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledError = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  color: ${({ theme }) => theme.color.danger};

  ${iconSelector} {
    margin-top: ${({ theme }) => theme.borderWidth.thick};
  }
`;

export interface FieldErrorProps {
  id?: string;
  children: ReactNode;
}

/** Error text in the error colour with an icon, never colour alone. */
export function FieldError({ id, children }: FieldErrorProps) {
  return (
    <StyledError id={id}>
      <Icon name="alert" size="sm" />
      <span>{children}</span>
    </StyledError>
  );
}

export interface FieldProps {
  label: ReactNode;
  children: ReactNode;
  hint?: ReactNode;
  /** The error message; when set the control is marked aria-invalid and the text is shown under it. */
  error?: ReactNode;
  /** Marks the control aria-required and shows an asterisk after the label. */
  required?: boolean;
  /** Id of the control; generated when omitted. */
  id?: string;
  className?: string;
}

/** Label above, control, hint, then error text; the control inside reads ids and state from this Field. */
export function Field({ label, children, hint, error, required = false, id, className }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? `field-${generatedId}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const value: FieldContextValue = {
    id: controlId,
    describedBy: [hintId, errorId].filter(Boolean).join(' ') || undefined,
    invalid: Boolean(error),
    required,
  };
  return (
    <FieldContext.Provider value={value}>
      <StyledField className={className}>
        <StyledLabel htmlFor={controlId}>
          {label}
          {required ? <StyledRequiredMark aria-hidden="true">*</StyledRequiredMark> : null}
        </StyledLabel>
        {children}
        {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
        {error ? <FieldError id={errorId}>{error}</FieldError> : null}
      </StyledField>
    </FieldContext.Provider>
  );
}

/** 44 px high, 16 px text (below 16 px iOS zooms the page on focus). */
const controlCss = css<{ $invalid: boolean }>`
  width: 100%;
  min-height: ${({ theme }) => theme.tapTarget};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid
    ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.borderStrong)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight};
  transition: border-color ${({ theme }) => theme.motion.fast};

  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      box-shadow: inset 0 0 0 ${theme.borderWidth.thin} ${theme.color.danger};
    `}

  &::placeholder {
    color: ${({ theme }) => theme.color.textMuted};
    opacity: 1;
  }
  &:hover:not(:disabled) {
    border-color: ${({ theme, $invalid }) => ($invalid ? theme.color.danger : theme.color.text)};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thin};
  }
  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.surfaceSunken};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const StyledInput = styled.input<{ $invalid: boolean; $withIcon: boolean }>`
  ${controlCss}
  ${({ $withIcon, theme }) =>
    $withIcon &&
    css`
      padding-left: calc(${theme.space(3)} + ${theme.iconSize.md} + ${theme.space(2)});
    `}
`;

const StyledControlWrap = styled.span`
  position: relative;
  display: block;
  width: 100%;
`;

const StyledControlIcon = styled.span`
  position: absolute;
  top: 50%;
  left: ${({ theme }) => theme.space(3)};
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  /** Marks the input invalid outside a Field (inside one, the Field's error decides). */
  invalid?: boolean;
  /** Decorative icon inside the input, before the text (e.g. search). */
  icon?: IconName;
}

export const TextInput = forwardRef<HTMLInputElement, TextInputProps>(function TextInput(
  { icon, type = 'text', ...props },
  ref,
) {
  const controlProps = useFieldControl(props);
  const input = <StyledInput ref={ref} type={type} $withIcon={Boolean(icon)} {...controlProps} />;
  if (!icon) return input;
  return (
    <StyledControlWrap>
      <StyledControlIcon>
        <Icon name={icon} />
      </StyledControlIcon>
      {input}
    </StyledControlWrap>
  );
});

const StyledTextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlCss}
  resize: vertical;
  min-height: calc(${({ theme }) => theme.tapTarget} * 2);
`;

export interface TextAreaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
}

export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea({ rows = 4, ...props }, ref) {
  const controlProps = useFieldControl(props);
  return <StyledTextArea ref={ref} rows={rows} {...controlProps} />;
});

const StyledSelect = styled.select<{ $invalid: boolean }>`
  ${controlCss}
  appearance: none;
  padding-right: calc(${({ theme }) => theme.space(3)} + ${({ theme }) => theme.iconSize.md} + ${({ theme }) => theme.space(2)});
  cursor: pointer;
  text-overflow: ellipsis;
`;

const StyledSelectChevron = styled.span`
  position: absolute;
  top: 50%;
  right: ${({ theme }) => theme.space(3)};
  transform: translateY(-50%);
  display: flex;
  color: ${({ theme }) => theme.color.textMuted};
  pointer-events: none;
`;

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  invalid?: boolean;
}

/** The native select (best on cheap phones: the system picker), styled like the other controls. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select({ children, ...props }, ref) {
  const controlProps = useFieldControl(props);
  return (
    <StyledControlWrap>
      <StyledSelect ref={ref} {...controlProps}>
        {children}
      </StyledSelect>
      <StyledSelectChevron>
        <Icon name="chevron-down" />
      </StyledSelectChevron>
    </StyledControlWrap>
  );
});

const StyledCheckboxField = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
`;

const StyledCheckboxLabel = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-height: ${({ theme }) => theme.tapTarget};
  cursor: pointer;
  font-size: ${({ theme }) => theme.font.size.md};
`;

const StyledCheckbox = styled.input<{ $invalid: boolean }>`
  flex-shrink: 0;
  width: ${({ theme }) => theme.iconSize.md};
  height: ${({ theme }) => theme.iconSize.md};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.primary};
  cursor: pointer;
  ${({ $invalid, theme }) =>
    $invalid &&
    css`
      outline: ${theme.borderWidth.thick} solid ${theme.color.danger};
      outline-offset: ${theme.borderWidth.thin};
    `}

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
`;

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A checkbox with its label on the right; the whole row (44 px high) is the tap target. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, hint, error, id, className, required, 'aria-describedby': ownDescribedBy, ...rest },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? `checkbox-${generatedId}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [hintId, errorId, ownDescribedBy].filter(Boolean).join(' ') || undefined;
  return (
    <StyledCheckboxField className={className}>
      <StyledCheckboxLabel htmlFor={inputId}>
        <StyledCheckbox
          ref={ref}
          id={inputId}
          type="checkbox"
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          $invalid={Boolean(error)}
          {...rest}
        />
        <span>{label}</span>
      </StyledCheckboxLabel>
      {hint ? <StyledHint id={hintId}>{hint}</StyledHint> : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </StyledCheckboxField>
  );
});

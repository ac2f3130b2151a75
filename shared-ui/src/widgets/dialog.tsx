import {
  useEffect,
  useId,
  useRef,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button, IconButton, type Theme } from '@sokoni/shared-ui';

export type DialogSize = keyof Theme['layout']['dialogWidth'];

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => !el.hasAttribute('inert') && el.getAttribute('aria-hidden') !== 'true',
  );
}

/** Open dialogs, innermost last: only the top one reacts to Escape and keeps focus. */
const openDialogs: HTMLElement[] = [];

const StyledBackdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: ${({ theme }) => theme.zIndex.dialog};
  display: flex;
  align-items: center;
  justify-content: center;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.overlay};
`;

const StyledDialog = styled.div<{ $size: DialogSize }>`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: ${({ theme, $size }) => theme.layout.dialogWidth[$size]};
  max-height: calc(100dvh - ${({ theme }) => theme.space(8)});
  background: ${({ theme }) => theme.color.surfaceRaised};
  color: ${({ theme }) => theme.color.text};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.menu};

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
  }
`;

const StyledHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(2)} 0
    ${({ theme }) => theme.space(4)};
`;

const StyledTitle = styled.h2`
  flex: 1;
  margin: 0;
  padding-top: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: 1.3;
`;

const StyledBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(4)};
  overflow-y: auto;
`;

const StyledDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledFooter = styled.div`
  display: flex;
  flex-wrap: wrap-reverse;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};

  /* On a phone the actions stack full width: big, easy targets. */
  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    & > * {
      flex: 1 1 100%;
    }
  }
`;

export interface DialogProps {
  open: boolean;
  /** Called on Escape, backdrop click and the close button (unless `dismissible` is false). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action buttons, laid out at the bottom (stacked on phones). */
  footer?: ReactNode;
  size?: DialogSize;
  /** Element focused on open; defaults to the first focusable element, else the dialog itself. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Closing by Escape, backdrop or the close button; turn off while an action is in flight. */
  dismissible?: boolean;
  /** Closing on a backdrop click (on by default). */
  closeOnBackdrop?: boolean;
}

/** A modal dialog in a portal on document.body: traps focus, closes on Escape and backdrop, restores focus. */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  dismissible = true,
  closeOnBackdrop = true,
}: DialogProps) {
  const { t } = useTranslation('common');
  const baseId = useId();
  const titleId = `${baseId}-title`;
  const descriptionId = `${baseId}-description`;
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const dismissibleRef = useRef(dismissible);
  const pressStartedOnBackdrop = useRef(false);

  useEffect(() => {
    onCloseRef.current = onClose;
    dismissibleRef.current = dismissible;
  });

  useEffect(() => {
    if (!open) return undefined;
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const previouslyFocused = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    openDialogs.push(dialog);

    const target = initialFocusRef?.current ?? focusableIn(dialog)[0] ?? dialog;
    target.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';

    const onDocumentKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || openDialogs[openDialogs.length - 1] !== dialog) return;
      event.stopPropagation();
      if (dismissibleRef.current) onCloseRef.current();
    };
    // Focus that escapes (a click on the page behind, a script) is pulled back into the top dialog.
    const onFocusIn = (event: FocusEvent) => {
      if (openDialogs[openDialogs.length - 1] !== dialog) return;
      if (event.target instanceof Node && !dialog.contains(event.target))
        (focusableIn(dialog)[0] ?? dialog).focus();
    };
    document.addEventListener('keydown', onDocumentKeyDown);
    document.addEventListener('focusin', onFocusIn);

    return () => {
      document.removeEventListener('keydown', onDocumentKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      openDialogs.splice(openDialogs.indexOf(dialog), 1);
      if (openDialogs.length === 0) document.body.style.overflow = previousOverflow;
      if (previouslyFocused?.isConnected) previouslyFocused.focus();
    };
    // initialFocusRef is read once when the dialog opens, on purpose.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  if (!open || typeof document === 'undefined') return null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableIn(dialogRef.current);
    if (items.length === 0) {
      event.preventDefault();
      return;
    }
    const first = items[0];
    const last = items[items.length - 1];
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  // Only a press that starts and ends on the backdrop closes: selecting text and releasing outside must not.
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    const startedHere = pressStartedOnBackdrop.current;
    pressStartedOnBackdrop.current = false;
    if (event.target !== event.currentTarget || !startedHere) return;
    if (closeOnBackdrop && dismissible) onClose();
  };

  return createPortal(
    <StyledBackdrop onMouseDown={onBackdropMouseDown} onClick={onBackdropClick} data-testid="dialog-backdrop">
      <StyledDialog
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description ? descriptionId : undefined}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        $size={size}
      >
        <StyledHeader>
          <StyledTitle id={titleId}>{title}</StyledTitle>
          {dismissible ? <IconButton icon="close" label={t('ui.close')} onClick={onClose} /> : null}
        </StyledHeader>
        <StyledBody>
          {description ? <StyledDescription id={descriptionId}>{description}</StyledDescription> : null}
          {children}
        </StyledBody>
        {footer ? <StyledFooter>{footer}</StyledFooter> : null}
      </StyledDialog>
    </StyledBackdrop>,
    document.body,
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  /** Defaults to "Confirmer" / "Confirm". */
  confirmLabel?: string;
  /** Defaults to "Annuler" / "Cancel". */
  cancelLabel?: string;
  /** 'danger' paints the confirm button red and focuses Cancel first (safer for destructive actions). */
  variant?: 'default' | 'danger';
  /** While true the confirm button shows its busy state and the dialog cannot be dismissed. */
  confirming?: boolean;
}

export function ConfirmDialog({
  open,
  title,
  message,
  onConfirm,
  onCancel,
  confirmLabel,
  cancelLabel,
  variant = 'default',
  confirming = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      description={message}
      size="sm"
      dismissible={!confirming}
      initialFocusRef={variant === 'danger' ? cancelRef : confirmRef}
      footer={
        <>
          <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={confirming}>
            {cancelLabel ?? t('ui.cancel')}
          </Button>
          <Button
            ref={confirmRef}
            variant={variant === 'danger' ? 'danger' : 'primary'}
            onClick={onConfirm}
            loading={confirming}
          >
            {confirmLabel ?? t('ui.confirm')}
          </Button>
        </>
      }
    />
  );
}

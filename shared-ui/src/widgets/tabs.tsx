import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { Select } from '@sokoni/shared-ui';

export interface TabItem {
  id: string;
  label: string;
  panel: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Accessible name of the tab list (and of the select on phones). */
  label: string;
  /** Controlled selected tab id. */
  value?: string;
  /** Initially selected tab id when uncontrolled (defaults to the first enabled tab). */
  defaultValue?: string;
  onValueChange?: (id: string) => void;
  /** Below the `sm` breakpoint, show a native select instead of the tab row (the business dashboard). */
  mobileSelect?: boolean;
  className?: string;
}

const StyledTabList = styled.div<{ $mobileSelect: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  overflow-x: auto;
  border-bottom: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  scrollbar-width: none;

  ${({ $mobileSelect, theme }) =>
    $mobileSelect &&
    css`
      @media (max-width: ${theme.breakpoint.sm}) {
        display: none;
      }
    `}
`;

const StyledTab = styled.button`
  flex-shrink: 0;
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: 0;
  border-bottom: ${({ theme }) => theme.borderWidth.focus} solid transparent;
  background: transparent;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: pointer;
  white-space: nowrap;

  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.hover};
  }
  &[aria-selected='true'] {
    color: ${({ theme }) => theme.color.primary};
    border-bottom-color: ${({ theme }) => theme.color.primary};
  }
  &:disabled {
    cursor: not-allowed;
    opacity: 0.6;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: -${({ theme }) => theme.borderWidth.focus};
  }
`;

const StyledMobileSelect = styled.div`
  display: none;

  @media (max-width: ${({ theme }) => theme.breakpoint.sm}) {
    display: block;
  }
`;

const StyledPanel = styled.div`
  padding-top: ${({ theme }) => theme.space(4)};

  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
`;

/**
 * WAI-ARIA tabs with automatic activation: arrow keys move and select, Home/End jump to the ends.
 * Only the selected panel is rendered, so hidden tabs fetch nothing.
 */
export function Tabs({
  items,
  label,
  value,
  defaultValue,
  onValueChange,
  mobileSelect = false,
  className,
}: TabsProps) {
  const baseId = useId();
  const firstEnabled = items.find((item) => !item.disabled)?.id ?? items[0]?.id;
  const [internal, setInternal] = useState(defaultValue ?? firstEnabled);
  const selected = value ?? internal;
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (id: string) => {
    if (value === undefined) setInternal(id);
    onValueChange?.(id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const enabled = items.filter((item) => !item.disabled);
    const index = enabled.findIndex((item) => item.id === selected);
    let next: TabItem | undefined;
    if (event.key === 'ArrowRight') next = enabled[(index + 1) % enabled.length];
    else if (event.key === 'ArrowLeft') next = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') next = enabled[0];
    else if (event.key === 'End') next = enabled[enabled.length - 1];
    if (!next) return;
    event.preventDefault();
    select(next.id);
    tabRefs.current.get(next.id)?.focus();
  };

  const active = items.find((item) => item.id === selected);

  return (
    <div className={className}>
      {mobileSelect ? (
        <StyledMobileSelect>
          <Select aria-label={label} value={selected} onChange={(event) => select(event.target.value)}>
            {items.map((item) => (
              <option key={item.id} value={item.id} disabled={item.disabled}>
                {item.label}
              </option>
            ))}
          </Select>
        </StyledMobileSelect>
      ) : null}
      <StyledTabList role="tablist" aria-label={label} onKeyDown={onKeyDown} $mobileSelect={mobileSelect}>
        {items.map((item) => {
          const isSelected = item.id === selected;
          return (
            <StyledTab
              key={item.id}
              ref={(node) => {
                if (node) tabRefs.current.set(item.id, node);
                else tabRefs.current.delete(item.id);
              }}
              type="button"
              role="tab"
              id={tabId(item.id)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={item.disabled}
              onClick={() => select(item.id)}
            >
              {item.label}
            </StyledTab>
          );
        })}
      </StyledTabList>
      {active ? (
        <StyledPanel role="tabpanel" id={panelId(active.id)} aria-labelledby={tabId(active.id)} tabIndex={0}>
          {active.panel}
        </StyledPanel>
      ) : null}
    </div>
  );
}

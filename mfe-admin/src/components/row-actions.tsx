import { useTranslation } from 'react-i18next';
import { Badge, Button } from '@sokoni/shared-ui';

/** Whether a row's state reads active/inactive (currencies, languages, plans) or visible/hidden (the catalogue). */
export type StateWords = 'active' | 'visible';

const WORDS = {
  active: {
    on: 'state.active',
    off: 'state.inactive',
    turnOn: 'actions.activate',
    turnOff: 'actions.deactivate',
  },
  visible: { on: 'state.visible', off: 'state.hidden', turnOn: 'actions.show', turnOff: 'actions.hide' },
} as const;

/** A row's state: a green badge when on, a grey one when off. */
export function StateBadge({ active, words = 'active' }: { active: boolean; words?: StateWords }) {
  const { t } = useTranslation('admin');
  return (
    <Badge tone={active ? 'success' : 'neutral'}>{t(active ? WORDS[words].on : WORDS[words].off)}</Badge>
  );
}

/** Turns a row off or on (deactivate/activate, hide/show), after the page's confirmation. */
export function ToggleButton({
  active,
  words = 'active',
  onClick,
}: {
  active: boolean;
  words?: StateWords;
  onClick: () => void;
}) {
  const { t } = useTranslation('admin');
  return (
    <Button size="sm" variant="secondary" onClick={onClick}>
      {t(active ? WORDS[words].turnOff : WORDS[words].turnOn)}
    </Button>
  );
}

/** Opens a row's edit form; `label` names the row for screen readers where "Edit" alone is ambiguous. */
export function EditButton({ label, onClick }: { label?: string; onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button size="sm" variant="secondary" icon="edit" aria-label={label} onClick={onClick}>
      {t('actions.edit')}
    </Button>
  );
}

/** Asks to delete a row (the page confirms). */
export function DeleteButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('admin');
  return (
    <Button size="sm" variant="ghost" icon="trash" onClick={onClick}>
      {t('actions.delete')}
    </Button>
  );
}

import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { CATEGORY_NAME_MAX_LENGTH, type AdminCategory } from '@sokoni/contracts';
import { Field, IconButton, TextInput, toApiError, useToast } from '@sokoni/shared-ui';
import { useUpdateCategoryMutation } from '../api/reference-api';

export interface CategoryNameCellProps {
  category: AdminCategory;
}

type Names = { name_fr: string; name_en: string };
type Errors = Partial<Record<keyof Names, string>>;

const StyledNames = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
  > span {
    overflow-wrap: anywhere;
  }
`;

const StyledForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  > div {
    flex: 1 1 140px;
    min-width: 0;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  /* Level with the inputs, below their labels. */
  align-self: flex-end;
`;

/**
 * A category's names in both languages, renamed in place: the pencil turns them into two inputs, Enter or the
 * tick saves, Escape or the cross leaves them as they were. The address (slug) does not change.
 */
export function CategoryNameCell({ category }: CategoryNameCellProps) {
  const { t } = useTranslation('admin');
  const toast = useToast();
  const [update, updating] = useUpdateCategoryMutation();
  const [names, setNames] = useState<Names | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  if (!names) {
    return (
      <StyledNames>
        <span>
          {category.name_fr} / {category.name_en}
        </span>
        <IconButton
          icon="edit"
          size="sm"
          label={t('catalogue.renameNamed', { name: category.name_fr })}
          onClick={() => {
            setErrors({});
            setNames({ name_fr: category.name_fr, name_en: category.name_en });
          }}
        />
      </StyledNames>
    );
  }

  const set = (key: keyof Names, value: string) => {
    setNames({ ...names, [key]: value });
    if (errors[key]) setErrors({ ...errors, [key]: undefined });
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = { name_fr: names.name_fr.trim(), name_en: names.name_en.trim() };
    const missing: Errors = {};
    for (const key of ['name_fr', 'name_en'] as const) if (!trimmed[key]) missing[key] = t('reason.required');
    if (missing.name_fr || missing.name_en) {
      setErrors(missing);
      return;
    }
    if (trimmed.name_fr === category.name_fr && trimmed.name_en === category.name_en) {
      setNames(null);
      return;
    }
    try {
      await update({ id: category.id, changes: trimmed }).unwrap();
      toast.success(t('catalogue.renamed', { name: trimmed.name_fr }));
      setNames(null);
    } catch (failure) {
      const problem = toApiError(failure, t('errors.action'));
      if (problem.errors?.name_fr || problem.errors?.name_en)
        setErrors({ name_fr: problem.errors.name_fr?.[0], name_en: problem.errors.name_en?.[0] });
      else toast.error(problem.message);
    }
  };
  const cancelOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') setNames(null);
  };

  return (
    <StyledForm
      aria-label={t('catalogue.renameNamed', { name: category.name_fr })}
      onSubmit={(event) => void save(event)}
      onKeyDown={cancelOnEscape}
      noValidate
    >
      <Field label={t('catalogue.nameFr')} required error={errors.name_fr}>
        <TextInput
          autoFocus
          value={names.name_fr}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          onChange={(event) => set('name_fr', event.target.value)}
        />
      </Field>
      <Field label={t('catalogue.nameEn')} required error={errors.name_en}>
        <TextInput
          value={names.name_en}
          maxLength={CATEGORY_NAME_MAX_LENGTH}
          onChange={(event) => set('name_en', event.target.value)}
        />
      </Field>
      <StyledButtons>
        <IconButton
          type="submit"
          icon="check"
          variant="primary"
          label={t('catalogue.renameSave')}
          disabled={updating.isLoading}
        />
        <IconButton icon="close" label={t('catalogue.renameCancel')} onClick={() => setNames(null)} />
      </StyledButtons>
    </StyledForm>
  );
}

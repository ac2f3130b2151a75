import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import {
  AD_DESCRIPTION_MAX_LENGTH,
  AD_TITLE_MAX_LENGTH,
  type Ad,
  type CategoryTreeNode,
  type Currency,
  type Location,
} from '@sokoni/contracts';
import {
  Button,
  Checkbox,
  Field,
  Icon,
  iconSelector,
  isAbortedRequest,
  paths,
  Select,
  TextArea,
  TextInput,
  toApiError,
  useAppSelector,
  useToast,
  fieldsetStack,
} from '@sokoni/shared-ui';
import { queueAd, requestOutboxSync } from '../../../lib/offline-store';
import { useReorderAdImagesMutation } from '../api/ad-form-api';
import { useAdDraft } from '../hooks/use-ad-draft';
import { useAdUpload } from '../hooks/use-ad-upload';
import {
  conditionApplies,
  createFormData,
  emptyValues,
  reorderAfterUpdate,
  splitServerErrors,
  updateFormData,
  validateAdForm,
  valuesFromAd,
  type AdFormErrors,
  type AdFormField,
  type AdFormValues,
  type PhotoItem,
} from '../lib/ad-form-values';
import { checkFieldTexts, fieldsOf } from '../../category-fields/category-fields';
import { CategoryFieldInputs, fieldControlId } from '../../category-fields/category-field-inputs';
import { CategoryPicker } from './category-picker';
import { LocationPicker, provinceOf } from './location-picker';
import { PhotoPicker } from './photo-picker';
import { UploadProgress } from './upload-progress';

export interface AdFormProps {
  categories: CategoryTreeNode[];
  locations: Location[];
  currencies: Currency[];
  maxImages: number;
  defaultCurrency: string;
  /** The ad being edited; absent when posting. */
  ad?: Ad;
}

const StyledForm = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(6)};
`;

const StyledSection = styled.fieldset`
  ${fieldsetStack({ gap: 4 })}
  > legend {
    margin-bottom: ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledPriceRow = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(3)};
  align-items: start;
`;

const StyledAlert = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(3)};
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.dangerBg};
  color: ${({ theme }) => theme.color.text};
  > ${iconSelector} {
    flex-shrink: 0;
    color: ${({ theme }) => theme.color.danger};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(4)};
  }
  p {
    margin: 0;
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
  }
`;

/** On phones the submit button stays in reach at the bottom of the screen. */
const StyledSubmitBar = styled.div`
  position: sticky;
  bottom: 0;
  z-index: 3;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0 calc(-1 * ${({ theme }) => theme.space(4)});
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.bg};
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    position: static;
    margin: 0;
    padding: 0;
    border-top: 0;
    background: transparent;
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
  > * {
    flex: 1 1 auto;
  }
  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    > * {
      flex: 0 0 auto;
    }
  }
`;

/** Where focus goes for each field's error (the control's id, see the Field ids below). */
const CONTROL_IDS: Record<AdFormField, string> = {
  title: 'ad-title',
  description: 'ad-description',
  category: 'ad-category',
  location: 'ad-location',
  price: 'ad-price',
  currency: 'ad-currency',
  is_negotiable: 'ad-negotiable',
  condition: 'ad-condition',
  images: 'ad-photos',
};
const FOCUS_ORDER: AdFormField[] = [
  'title',
  'category',
  'condition',
  'description',
  'price',
  'currency',
  'location',
  'images',
];

/** The Post an Ad and Edit Ad form: the same fields, filled in when editing. */
export function AdForm({ categories, locations, currencies, maxImages, defaultCurrency, ad }: AdFormProps) {
  const { t } = useTranslation('ads');
  const toast = useToast();
  const navigate = useNavigate();
  const upload = useAdUpload();
  const [reorderImages] = useReorderAdImagesMutation();
  const [values, setValues] = useState<AdFormValues>(() =>
    ad ? valuesFromAd(ad, (id) => provinceOf(locations, id)) : emptyValues(defaultCurrency),
  );
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    ad
      ? [...ad.images]
          .sort((a, b) => a.position - b.position)
          .map((image) => ({ key: `image-${image.id}`, kind: 'existing', image }))
      : [],
  );
  const [errors, setErrors] = useState<AdFormErrors>({});
  const [fieldErrors, setFieldErrors] = useState<Record<string, string | undefined>>({});
  const [formError, setFormError] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const [photoRefused, setPhotoRefused] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const session = useAppSelector((state) => state.session);
  const locale = useAppSelector((state) => state.preferences.locale);
  const draft = useAdDraft({
    enabled: !ad,
    values,
    photos,
    onRestore: (saved, savedPhotos) => {
      setValues((current) => ({ ...current, ...saved }));
      setPhotos(savedPhotos);
    },
  });

  // Previews of photos not sent are object URLs: give their memory back when the form goes away.
  useEffect(
    () => () => {
      for (const photo of photosRef.current) if (photo.kind === 'new') URL.revokeObjectURL(photo.preview);
    },
    [],
  );

  const withCondition = conditionApplies(categories, values.parentCategory);
  const categoryFields = values.category ? fieldsOf(categories, { id: values.category }) : [];
  const busy = saving || upload.phase !== 'idle';

  const set = <K extends keyof AdFormValues>(key: K, value: AdFormValues[K], field?: AdFormField) => {
    setValues((current) => ({ ...current, [key]: value }));
    const errorKey = field ?? (key as AdFormField);
    if (errors[errorKey]) setErrors((current) => ({ ...current, [errorKey]: undefined }));
  };

  const focusFirst = (found: AdFormErrors) => {
    const first = FOCUS_ORDER.find((field) => found[field]);
    const element = first
      ? (document.getElementById(CONTROL_IDS[first]) ??
        (first === 'category' ? document.getElementById('ad-category-parent') : null))
      : null;
    (element ?? alertRef.current)?.focus();
  };

  /** No connection: the ad waits in the outbox (My ads) and goes when the connection returns. */
  const queueForConnection = async (body: FormData) => {
    const fields: [string, string][] = [];
    body.forEach((value, name) => {
      if (typeof value === 'string') fields.push([name, value]);
    });
    try {
      await queueAd({
        id: draft.key,
        userId: session.user!.id,
        title: values.title.trim(),
        fields,
        photos: photos.flatMap((photo) =>
          photo.kind === 'new'
            ? [{ name: photo.file.name, blob: photo.file, originalBytes: photo.originalBytes }]
            : [],
        ),
        token: session.token ?? '',
        locale,
        queuedAt: Date.now(),
      });
    } catch {
      setSaving(false);
      setFormError([t('common:errors.network')]);
      return;
    }
    await draft.clear();
    void requestOutboxSync();
    for (const photo of photos) if (photo.kind === 'new') URL.revokeObjectURL(photo.preview);
    photosRef.current = [];
    toast.info(t('outbox.queued'));
    navigate(paths.myAds.getHref());
  };

  /** The first field in error: the form's own, else the first of the category's fields. */
  const focusFirstIn = (found: AdFormErrors, inFields: Record<string, string | undefined>) => {
    const firstField = categoryFields.find((field) => inFields[field.key]);
    if (Object.keys(found).length === 0 && firstField)
      document.getElementById(fieldControlId(firstField.key))?.focus();
    else focusFirst(found);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    // A refused photo is not attached: publishing now would leave the user believing it was.
    if (photoRefused) {
      setFormError([t('adForm.photos.errors.blocked')]);
      requestAnimationFrame(() => document.getElementById(CONTROL_IDS.images)?.focus());
      return;
    }
    const found = validateAdForm(values, t);
    const foundInFields = checkFieldTexts(categoryFields, values.attributes, t);
    if (Object.keys(found).length > 0 || Object.keys(foundInFields).length > 0) {
      setErrors(found);
      setFieldErrors(foundInFields);
      setFormError([t('common:errors.form')]);
      requestAnimationFrame(() => focusFirstIn(found, foundInFields));
      return;
    }
    setErrors({});
    setFieldErrors({});
    setFormError(null);
    setSaving(true);
    const body = ad
      ? updateFormData(values, photos, ad.images, withCondition)
      : createFormData(values, photos, withCondition);
    if (!ad && navigator.onLine === false) {
      await queueForConnection(body);
      return;
    }
    const result = await upload.send(ad?.id, body, ad ? undefined : draft.key);
    if (!ad && result.error && toApiError(result.error, '').status === 'FETCH_ERROR') {
      await queueForConnection(body);
      return;
    }
    if (result.error) {
      setSaving(false);
      if (isAbortedRequest(result.error)) {
        setFormError([t('adForm.upload.cancelled')]);
        return;
      }
      const fallback = t(ad ? 'errors.updateAd' : 'errors.createAd');
      const apiError = toApiError(result.error, fallback);
      const message = apiError.status === 'FETCH_ERROR' ? t('common:errors.network') : apiError.message;
      const split = splitServerErrors(apiError.errors);
      setErrors(split.fields);
      setFieldErrors(split.attributes);
      setFormError([message, ...split.other]);
      requestAnimationFrame(() => focusFirstIn(split.fields, split.attributes));
      return;
    }

    const saved = result.data;
    if (!ad) await draft.clear();
    if (ad) {
      const order = reorderAfterUpdate(photos, ad.images, saved.images);
      if (order) {
        await reorderImages({ id: saved.id, order })
          .unwrap()
          .catch(() => toast.warning(t('adForm.reorderFailed')));
      }
    }
    for (const photo of photos) if (photo.kind === 'new') URL.revokeObjectURL(photo.preview);
    photosRef.current = [];
    if (!ad)
      toast.success(saved.status === 'active' ? t('adForm.success.live') : t('adForm.success.pending'));
    // A rejected ad that is edited goes back to review: say so, since the seller asked for nothing else.
    else if (ad.status === 'rejected' && saved.status === 'pending')
      toast.success(t('adForm.success.updatedPending'));
    else toast.success(t('adForm.success.updated'));
    navigate(paths.ad.getHref(saved.slug));
  };

  const activeCurrencies = currencies.filter(
    (currency) => currency.is_active || currency.code === values.currency,
  );

  return (
    <StyledForm noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy || undefined}>
      {formError ? (
        <StyledAlert role="alert" ref={alertRef} tabIndex={-1} data-testid="form-error">
          <Icon name="alert" />
          <div>
            <p>{formError[0]}</p>
            {formError.length > 1 ? (
              <ul>
                {formError.slice(1).map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            ) : null}
          </div>
        </StyledAlert>
      ) : null}

      <StyledSection disabled={busy}>
        <legend>{t('adForm.sections.what')}</legend>
        <Field
          label={t('adForm.title')}
          required
          error={errors.title}
          hint={t('adForm.titleHint')}
          id={CONTROL_IDS.title}
        >
          <TextInput
            name="title"
            value={values.title}
            maxLength={AD_TITLE_MAX_LENGTH}
            autoComplete="off"
            onChange={(event) => set('title', event.target.value)}
          />
        </Field>
        <CategoryPicker
          tree={categories}
          parent={values.parentCategory}
          category={values.category}
          error={errors.category}
          onChange={(next) => {
            // Another category asks other things: its fields start empty.
            setValues((current) => ({
              ...current,
              ...next,
              attributes: next.category === current.category ? current.attributes : {},
            }));
            setFieldErrors({});
            if (errors.category) setErrors((current) => ({ ...current, category: undefined }));
          }}
        />
        <CategoryFieldInputs
          fields={categoryFields}
          values={values.attributes}
          errors={fieldErrors}
          onChange={(key, text) => {
            setValues((current) => ({ ...current, attributes: { ...current.attributes, [key]: text } }));
            if (fieldErrors[key]) setFieldErrors((current) => ({ ...current, [key]: undefined }));
          }}
        />
        {withCondition ? (
          <Field label={t('adForm.condition')} error={errors.condition} id={CONTROL_IDS.condition}>
            <Select
              name="condition"
              value={values.condition}
              onChange={(event) => set('condition', event.target.value as AdFormValues['condition'])}
            >
              <option value="">{t('adForm.conditionUnset')}</option>
              <option value="new">{t('details.facts.new')}</option>
              <option value="used">{t('details.facts.used')}</option>
            </Select>
          </Field>
        ) : null}
        <Field
          label={t('adForm.description')}
          required
          error={errors.description}
          hint={t('adForm.descriptionHint', {
            count: values.description.trim().length,
            max: AD_DESCRIPTION_MAX_LENGTH,
          })}
          id={CONTROL_IDS.description}
        >
          <TextArea
            name="description"
            rows={6}
            value={values.description}
            maxLength={AD_DESCRIPTION_MAX_LENGTH}
            onChange={(event) => set('description', event.target.value)}
          />
        </Field>
      </StyledSection>

      <StyledSection disabled={busy}>
        <legend>{t('adForm.sections.price')}</legend>
        <StyledPriceRow>
          <Field
            label={t('adForm.price')}
            error={errors.price}
            hint={t('adForm.priceHint')}
            id={CONTROL_IDS.price}
          >
            <TextInput
              name="price"
              inputMode="decimal"
              autoComplete="off"
              value={values.price}
              onChange={(event) => set('price', event.target.value)}
            />
          </Field>
          <Field label={t('adForm.currency')} error={errors.currency} id={CONTROL_IDS.currency}>
            <Select
              name="currency"
              value={values.currency}
              onChange={(event) => set('currency', event.target.value)}
            >
              {activeCurrencies.map((currency) => (
                <option key={currency.code} value={currency.code}>
                  {`${currency.code} (${currency.symbol})`}
                </option>
              ))}
            </Select>
          </Field>
        </StyledPriceRow>
        <Checkbox
          id={CONTROL_IDS.is_negotiable}
          name="is_negotiable"
          label={t('adForm.negotiable')}
          checked={values.isNegotiable}
          error={errors.is_negotiable}
          onChange={(event) => set('isNegotiable', event.target.checked, 'is_negotiable')}
        />
      </StyledSection>

      <StyledSection disabled={busy}>
        <legend>{t('adForm.sections.where')}</legend>
        <LocationPicker
          locations={locations}
          province={values.province}
          location={values.location}
          error={errors.location}
          onChange={(next) => {
            setValues((current) => ({ ...current, ...next }));
            if (errors.location) setErrors((current) => ({ ...current, location: undefined }));
          }}
        />
      </StyledSection>

      <div id={CONTROL_IDS.images} tabIndex={-1}>
        <PhotoPicker
          photos={photos}
          max={maxImages}
          error={errors.images}
          disabled={busy}
          onRefusedChange={(refused) => {
            setPhotoRefused(refused);
            if (!refused)
              setFormError((current) =>
                current?.[0] === t('adForm.photos.errors.blocked') ? null : current,
              );
          }}
          onChange={(next) => {
            setPhotos(next);
            if (errors.images) setErrors((current) => ({ ...current, images: undefined }));
          }}
        />
      </div>

      <StyledSubmitBar>
        {upload.phase !== 'idle' ? <UploadProgress phase={upload.phase} progress={upload.progress} /> : null}
        <StyledButtons>
          <Button type="submit" loading={busy} icon={ad ? 'check' : 'plus'}>
            {ad ? t('adForm.submitEdit') : t('adForm.submitPost')}
          </Button>
          {upload.phase === 'sending' ? (
            <Button variant="secondary" onClick={upload.cancel}>
              {t('adForm.upload.cancel')}
            </Button>
          ) : null}
        </StyledButtons>
      </StyledSubmitBar>
    </StyledForm>
  );
}

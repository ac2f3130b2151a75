import { useEffect, useId, useRef, useState, type ChangeEvent, type InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { AD_IMAGE_MAX_BYTES, AD_IMAGE_MIME_TYPES } from '@sokoni/contracts';
import {
  Button,
  FieldError,
  Icon,
  type IconName,
  IconButton,
  Spinner,
  VisuallyHidden,
  formatDecimal,
  gridList,
  fieldsetStack,
} from '@sokoni/shared-ui';
import { preparePhoto } from '../../../lib/resize-image';
import type { PhotoItem } from '../lib/ad-form-values';

export interface PhotoPickerProps {
  photos: PhotoItem[];
  onChange: (photos: PhotoItem[]) => void;
  /** The `max_images_per_ad` setting. */
  max: number;
  /** The server's or the form's error for the photos. */
  error?: string;
  disabled?: boolean;
  /**
   * Told whether a photo the user chose is refused right now (wrong type, over 10 MB, one too many), so the form
   * can hold the submission until the user replaces it or chooses to go on without it.
   */
  onRefusedChange?: (refused: boolean) => void;
}

const ACCEPT = AD_IMAGE_MIME_TYPES.join(',');

type TestId = { 'data-testid'?: string };

const StyledFieldset = styled.fieldset`
  ${fieldsetStack({ gap: 2 })}
  legend {
    margin-bottom: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
`;

const StyledHint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

const StyledList = styled.ol`
  ${gridList({ columns: 2, md: 4 })}
`;

const StyledTile = styled.li`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: ${({ theme }) => theme.borderWidth.thin} solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
`;

const StyledPreview = styled.div`
  position: relative;
  aspect-ratio: 4 / 3;
  background: ${({ theme }) => theme.color.placeholder};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledPosition = styled.span`
  position: absolute;
  top: ${({ theme }) => theme.space(1)};
  left: ${({ theme }) => theme.space(1)};
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

const StyledTools = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1)};
  padding: ${({ theme }) => theme.space(1)};
`;

const StyledAddRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A label styled as a button, so the real file input keeps its native behaviour and stays reachable. */
const StyledAddLabel = styled.label<{ $disabled: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1 1 auto;
  min-height: ${({ theme }) => theme.tapTarget};
  padding: 0 ${({ theme }) => theme.space(4)};
  border: ${({ theme }) => theme.borderWidth.thin} dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  opacity: ${({ $disabled }) => ($disabled ? 0.6 : 1)};
  &:hover {
    background-image: linear-gradient(
      ${({ theme }) => theme.color.hover},
      ${({ theme }) => theme.color.hover}
    );
  }
  &:focus-within {
    outline: ${({ theme }) => theme.borderWidth.focus} solid ${({ theme }) => theme.color.focus};
    outline-offset: ${({ theme }) => theme.borderWidth.thick};
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
    overflow: hidden;
  }
`;

const StyledBusy = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

let nextKey = 0;
const newKey = () => `photo-${(nextKey += 1)}`;

function previewOf(photo: PhotoItem): string {
  return photo.kind === 'existing' ? photo.image.sizes.card || photo.image.url : photo.preview;
}

function formatMegabytes(bytes: number, locale: string): string {
  return formatDecimal(bytes / (1024 * 1024), locale, { maximumFractionDigits: 1 });
}

/**
 * Photos from the phone: taken with the camera or picked from the gallery, checked (type, 10 MB, how many),
 * resized here before upload, shown as previews that can be moved and removed with buttons (touch and
 * keyboard alike, no dragging needed).
 */
export function PhotoPicker({
  photos,
  onChange,
  max,
  error,
  disabled = false,
  onRefusedChange,
}: PhotoPickerProps) {
  const { t, i18n } = useTranslation('ads');
  const hintId = useId();
  const errorId = useId();
  const [localError, setLocalError] = useState<string | null>(null);
  const [preparing, setPreparing] = useState(0);
  const [announcement, setAnnouncement] = useState('');
  const photosRef = useRef(photos);
  photosRef.current = photos;
  const focusAfterMove = useRef<{ key: string; direction: 'left' | 'right' } | null>(null);
  const tileRefs = useRef(new Map<string, HTMLLIElement>());

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    const tile = tileRefs.current.get(target.key);
    const buttons = tile ? Array.from(tile.querySelectorAll<HTMLButtonElement>('button')) : [];
    const preferred = buttons.find((button) => button.dataset.move === target.direction && !button.disabled);
    (preferred ?? buttons.find((button) => !button.disabled))?.focus();
  }, [photos]);

  const onRefusedRef = useRef(onRefusedChange);
  onRefusedRef.current = onRefusedChange;
  useEffect(() => onRefusedRef.current?.(localError !== null), [localError]);

  const full = photos.length >= max;
  const shownError = localError ?? error;

  const addFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Clear the input so choosing the same photo again still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    const problems: string[] = [];
    const room = max - photosRef.current.length;
    const accepted: File[] = [];
    for (const file of files) {
      if (!(AD_IMAGE_MIME_TYPES as readonly string[]).includes(file.type))
        problems.push(t('adForm.photos.errors.type', { name: file.name }));
      else if (file.size > AD_IMAGE_MAX_BYTES)
        problems.push(t('adForm.photos.errors.size', { name: file.name }));
      else accepted.push(file);
    }
    if (accepted.length > room) {
      problems.push(t('adForm.photos.errors.tooMany', { count: max }));
      accepted.splice(Math.max(0, room));
    }
    setLocalError(problems.length > 0 ? problems.join(' ') : null);
    if (accepted.length === 0) return;

    setPreparing((count) => count + accepted.length);
    const prepared: PhotoItem[] = [];
    for (const file of accepted) {
      try {
        const photo = await preparePhoto(file);
        prepared.push({
          key: newKey(),
          kind: 'new',
          file: photo.file,
          preview: URL.createObjectURL(photo.file),
          originalBytes: file.size,
        });
      } catch {
        problems.push(t('adForm.photos.errors.type', { name: file.name }));
      }
    }
    setPreparing((count) => count - accepted.length);
    setLocalError(problems.length > 0 ? problems.join(' ') : null);
    if (prepared.length > 0) {
      onChange([...photosRef.current, ...prepared].slice(0, max));
      setAnnouncement(t('adForm.photos.added', { count: prepared.length }));
    }
  };

  /** A button that opens the files (several at once) or the camera, its input hidden inside it. */
  const addButton = (icon: IconName, label: string, input: InputHTMLAttributes<HTMLInputElement> & TestId) => (
    <StyledAddLabel $disabled={disabled}>
      <Icon name={icon} />
      {label}
      <input
        type="file"
        accept={ACCEPT}
        disabled={disabled}
        onChange={(event) => void addFiles(event)}
        {...input}
      />
    </StyledAddLabel>
  );

  const move = (index: number, direction: 'left' | 'right') => {
    const target = direction === 'left' ? index - 1 : index + 1;
    if (target < 0 || target >= photos.length) return;
    const next = [...photos];
    [next[index], next[target]] = [next[target], next[index]];
    focusAfterMove.current = { key: photos[index].key, direction };
    onChange(next);
    setAnnouncement(t('adForm.photos.moved', { from: index + 1, to: target + 1 }));
  };

  const remove = (index: number) => {
    const photo = photos[index];
    if (photo.kind === 'new') URL.revokeObjectURL(photo.preview);
    onChange(photos.filter((_, i) => i !== index));
    setLocalError(null);
    setAnnouncement(t('adForm.photos.removed', { index: index + 1 }));
  };

  return (
    <StyledFieldset
      aria-describedby={[hintId, shownError ? errorId : ''].filter(Boolean).join(' ')}
      disabled={disabled}
    >
      <legend>{t('adForm.photos.label')}</legend>
      <StyledHint id={hintId}>{t('adForm.photos.hint', { count: max })}</StyledHint>
      {photos.length > 0 ? (
        <StyledList aria-label={t('adForm.photos.list', { count: photos.length, max })}>
          {photos.map((photo, index) => {
            const position = index + 1;
            return (
              <StyledTile
                key={photo.key}
                ref={(node) => {
                  if (node) tileRefs.current.set(photo.key, node);
                  else tileRefs.current.delete(photo.key);
                }}
                data-testid="photo-tile"
              >
                <StyledPreview>
                  <img src={previewOf(photo)} alt={t('adForm.photos.preview', { index: position })} />
                  <StyledPosition aria-hidden="true">
                    {index === 0 ? t('adForm.photos.cover') : position}
                  </StyledPosition>
                  {photo.kind === 'new' ? (
                    <VisuallyHidden>
                      {t('adForm.photos.size', { size: formatMegabytes(photo.file.size, i18n.language) })}
                    </VisuallyHidden>
                  ) : null}
                </StyledPreview>
                <StyledTools>
                  <IconButton
                    icon="chevron-left"
                    label={t('adForm.photos.moveLeft', { index: position })}
                    data-move="left"
                    disabled={disabled || index === 0}
                    onClick={() => move(index, 'left')}
                  />
                  <IconButton
                    icon="trash"
                    label={t('adForm.photos.remove', { index: position })}
                    disabled={disabled}
                    onClick={() => remove(index)}
                  />
                  <IconButton
                    icon="chevron-right"
                    label={t('adForm.photos.moveRight', { index: position })}
                    data-move="right"
                    disabled={disabled || index === photos.length - 1}
                    onClick={() => move(index, 'right')}
                  />
                </StyledTools>
              </StyledTile>
            );
          })}
        </StyledList>
      ) : null}
      {preparing > 0 ? (
        <StyledBusy role="status">
          <Spinner size="sm" decorative />
          {t('adForm.photos.preparing', { count: preparing })}
        </StyledBusy>
      ) : null}
      {full ? (
        <StyledHint>{t('adForm.photos.full', { count: max })}</StyledHint>
      ) : (
        <StyledAddRow>
          {addButton('image', t('adForm.photos.choose'), { multiple: true, 'data-testid': 'photo-input' })}
          {addButton('camera', t('adForm.photos.camera'), { capture: 'environment' })}
        </StyledAddRow>
      )}
      {/* A refusal here is announced the moment it appears; the server's errors come with the form's own alert. */}
      {shownError ? (
        <div role={localError ? 'alert' : undefined}>
          <FieldError id={errorId}>{shownError}</FieldError>
        </div>
      ) : null}
      {localError ? (
        <div>
          <Button variant="secondary" size="sm" onClick={() => setLocalError(null)} disabled={disabled}>
            {t('adForm.photos.continueWithout')}
          </Button>
        </div>
      ) : null}
      <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
    </StyledFieldset>
  );
}

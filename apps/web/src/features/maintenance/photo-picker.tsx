import { MAINTENANCE_PHOTOS_MAX } from '@campus/domain/maintenance-rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BlobImage } from '../../ui/blob-image.tsx';

/**
 * Up to five photos, chosen from the camera or the gallery, shown as previews before they are sent (after
 * the request is created: each is its own upload, so one that fails does not lose the others).
 */
export function PhotoPicker({ photos, onChange }: { photos: File[]; onChange: (photos: File[]) => void }) {
  const { t } = useTranslation();
  const inputId = useId();
  const full = photos.length >= MAINTENANCE_PHOTOS_MAX;
  return (
    <div className="maintenance-field">
      <span className="maintenance-field__label">
        {t('maintenance:form.photos', { max: MAINTENANCE_PHOTOS_MAX })}
      </span>
      {photos.length > 0 && (
        <ul className="maintenance-photos">
          {photos.map((photo, index) => (
            <li
              key={`${String(index)}-${photo.name}-${String(photo.lastModified)}`}
              className="maintenance-photos__item"
            >
              <BlobImage blob={photo} alt={t('maintenance:detail.photo', { number: index + 1 })} />
              <button
                type="button"
                className="button button--quiet maintenance-photos__remove"
                onClick={() => {
                  onChange(photos.filter((_, other) => other !== index));
                }}
              >
                {t('maintenance:form.removePhoto', { number: index + 1 })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {full ? (
        <p className="maintenance-card__meta">
          {t('maintenance:form.tooManyPhotos', { max: MAINTENANCE_PHOTOS_MAX })}
        </p>
      ) : (
        <>
          <input
            id={inputId}
            className="maintenance-photos__input"
            type="file"
            accept="image/*"
            multiple
            onChange={(event) => {
              const chosen = Array.from(event.target.files ?? []);
              event.target.value = '';
              onChange([...photos, ...chosen].slice(0, MAINTENANCE_PHOTOS_MAX));
            }}
          />
          {/* After the input: the input's keyboard focus draws its ring on this label (maintenance.css). */}
          <label htmlFor={inputId} className="button button--quiet maintenance-photos__add">
            {t('maintenance:form.addPhotos')}
          </label>
        </>
      )}
    </div>
  );
}

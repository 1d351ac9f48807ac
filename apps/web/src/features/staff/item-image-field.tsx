import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadStaffMedia } from './api/upload-staff-media.ts';

const ACCEPTED_IMAGES = 'image/jpeg,image/png,image/webp';

/** The featured image: uploaded at once through the server (re-encoded, no metadata), shown with its alt. */
export function ItemImageField({
  imageUrl,
  alt,
  onChange,
}: {
  imageUrl: string | null;
  alt: string;
  onChange: (image: { id: number; url: string } | null) => void;
}) {
  const { t } = useTranslation();
  const upload = useUploadStaffMedia();
  const statusId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <fieldset className="staff-fieldset">
      <legend>{t('staff:edit.image')}</legend>
      {imageUrl !== null && <img className="staff-image" src={imageUrl} alt={alt} />}
      <label className="staff-field">
        <span>{t(imageUrl === null ? 'staff:edit.imageChoose' : 'staff:edit.imageReplace')}</span>
        <input
          type="file"
          accept={ACCEPTED_IMAGES}
          ref={fileInput}
          aria-describedby={statusId}
          // Not disabled while uploading: a disabled field loses the focus to <body> (issue #34). The
          // picker simply does not open until the upload has finished.
          aria-disabled={upload.isPending}
          onClick={(event) => {
            if (upload.isPending) event.preventDefault();
          }}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file === undefined) return;
            upload.mutate(file, {
              onSuccess: (media) => {
                onChange({ id: media.id, url: media.url });
              },
            });
          }}
        />
      </label>
      <p id={statusId} className="staff-field__hint" role="status">
        {upload.isPending ? t('staff:edit.imageUploading') : ''}
      </p>
      {upload.isError && (
        <p className="staff-field__error" role="alert">
          {t('staff:edit.imageFailed')}
        </p>
      )}
      {imageUrl !== null && (
        <button
          type="button"
          className="button button--quiet"
          onClick={() => {
            onChange(null);
            // This button goes with the image: the focus stays on the field that chooses a new one.
            fileInput.current?.focus();
          }}
        >
          {t('staff:edit.imageRemove')}
        </button>
      )}
    </fieldset>
  );
}

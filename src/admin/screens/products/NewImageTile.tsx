// One chosen-but-not-yet-uploaded image: preview and remove.
import { useTranslation } from 'react-i18next';
import { useObjectUrl } from './useObjectUrl.ts';

export function NewImageTile({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  return (
    <li className="image-tile">
      {url && <img src={url} alt={t('productForm.previewAlt', { n: index + 1 })} className="image-tile__img" />}
      <p className="image-tile__name">{file.name}</p>
      <button type="button" className="btn btn--ghost btn--small" onClick={onRemove}>
        {t('productForm.removeImage')}
      </button>
    </li>
  );
}

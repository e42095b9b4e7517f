// Add form: up to 3 image slots; the first filled one is the main image.
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '../../../contract/admin/products.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { useObjectUrl } from './useObjectUrl.ts';

interface Props {
  slots: (File | null)[];
  onChange: (slots: (File | null)[]) => void;
}

function Slot({
  file,
  index,
  onPick,
  onRemove,
}: {
  file: File | null;
  index: number;
  onPick: (f: File) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const url = useObjectUrl(file);
  return (
    <li className={`image-slot ${file ? 'image-slot--filled' : ''}`}>
      <p className="image-slot__label">
        {t('productForm.imageSlot', { n: index + 1 })}
        {index === 0 && file ? ` · ${t('productForm.mainImage')}` : ''}
      </p>
      {url ? (
        <img src={url} alt={t('productForm.previewAlt', { n: index + 1 })} className="image-slot__img" />
      ) : (
        <div className="image-slot__empty" aria-hidden="true" />
      )}
      <div className="image-slot__actions">
        <ImagePicker
          label={file ? t('productForm.changeImage') : t('productForm.chooseImage')}
          name={`${t('productForm.imageSlot', { n: index + 1 })} : ${file ? t('productForm.changeImage') : t('productForm.chooseImage')}`}
          onFile={onPick}
        />
        {file && (
          <button type="button" className="btn btn--ghost btn--small" onClick={onRemove}>
            {t('productForm.removeImage')}
          </button>
        )}
      </div>
    </li>
  );
}

export function AddImageSlots({ slots, onChange }: Props) {
  const { t } = useTranslation();
  const set = (index: number, file: File | null) => onChange(slots.map((current, i) => (i === index ? file : current)));
  return (
    <fieldset className="panel fieldset">
      <legend className="section-title">{t('productForm.imagesLegend')}</legend>
      <p className="hint">
        {t('productForm.imagesNote')} · {t('productForm.imagesAddLimit')}
      </p>
      <ul className="image-slots">
        {Array.from({ length: PRODUCT_LIMITS.imagesOnAdd }, (_, index) => (
          <Slot
            key={index}
            index={index}
            file={slots[index] ?? null}
            onPick={(f) => set(index, f)}
            onRemove={() => set(index, null)}
          />
        ))}
      </ul>
    </fieldset>
  );
}

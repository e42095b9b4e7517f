// Edit form images: reorder (up, down, set as main) and replace one at once through the API;
// select any images for deletion and add new ones, both sent with the form. At most 5 in all. The
// button that started a reorder or a replacement shows it under way; the others wait for it.
import { useTranslation } from 'react-i18next';
import type { ProductImage } from '../../api/types.ts';
import { BusyButton, BusyNote } from '../../components/BusyButton.tsx';
import { makeMain, moveItem } from '../../logic/image-order.ts';
import { ImageNotice, useImageNotice } from './ImageNotice.tsx';
import { ImagePicker } from './ImagePicker.tsx';
import { NewImageTile } from './NewImageTile.tsx';
import { UploadLines } from './UploadLines.tsx';
import { useImageActions, type ImageActions } from './useImageActions.ts';
import type { EditedImages } from './useEditedImages.ts';

interface RowProps {
  image: ProductImage;
  index: number;
  label: string;
  images: ProductImage[];
  marked: boolean;
  did: ImageActions;
}

/** One of the product's images with its buttons: up, down, main, replace, mark for deletion. */
function ImageRow({ image, index, label, images, marked, did }: RowProps) {
  const { t } = useTranslation();
  const { actions } = did;
  const busy = actions.anyPending;
  const move = (what: 'up' | 'down' | 'main', next: ProductImage[], disabled: boolean) => ({
    busy: actions.isPending(`${image.id}:${what}`),
    disabled: !actions.isPending(`${image.id}:${what}`) && (busy || disabled),
    onClick: () => void did.reorder(`${image.id}:${what}`, next),
  });
  const markWords = marked ? t('productForm.unmarkDelete') : t('productForm.markDelete');
  return (
    <li className={`image-row ${marked ? 'image-row--marked' : ''}`}>
      <img src={image.url} alt={label} width="72" height="72" className="image-row__img" />
      <div className="image-row__info">
        <p>
          {t('productForm.imageSlot', { n: index + 1 })}
          {index === 0 && <span className="pill">{t('productForm.mainImage')}</span>}
        </p>
        {marked && <p className="hint hint--danger">{t('productForm.markedForDeletion')}</p>}
      </div>
      <div className="image-row__actions">
        <BusyButton
          className="icon-btn"
          aria-label={`${t('productForm.moveUp')} : ${label}`}
          {...move('up', moveItem(images, index, index - 1), index === 0)}
        >
          ↑
        </BusyButton>
        <BusyButton
          className="icon-btn"
          aria-label={`${t('productForm.moveDown')} : ${label}`}
          {...move('down', moveItem(images, index, index + 1), index === images.length - 1)}
        >
          ↓
        </BusyButton>
        <BusyButton className="btn btn--ghost btn--small" {...move('main', makeMain(images, index), index === 0)}>
          {t('productForm.setMain')}
        </BusyButton>
        <ImagePicker
          label={t('productForm.replace')}
          name={`${t('productForm.replace')} : ${label}`}
          disabled={busy || marked}
          onFile={(file) => void did.replace(image.id, file)}
        />
        {actions.isPending(`${image.id}:replace`) && <BusyNote />}
        <button
          type="button"
          className={`btn btn--small ${marked ? 'btn--ghost' : 'btn--danger-ghost'}`}
          aria-pressed={marked}
          aria-label={`${markWords} : ${label}`}
          onClick={() => did.toggleDelete(image.id)}
        >
          {markWords}
        </button>
      </div>
    </li>
  );
}

export function EditImages({
  productId,
  productName,
  edited,
}: {
  productId: number;
  productName: string;
  edited: EditedImages;
}) {
  const { t } = useTranslation();
  const [notice, setNotice] = useImageNotice();
  const did = useImageActions(productId, edited, setNotice);
  const { images, newFiles } = edited;
  return (
    <fieldset className="panel fieldset" aria-busy={did.actions.anyPending}>
      <legend className="section-title">{t('productForm.imagesLegend')}</legend>
      <p className="hint">
        {t('productForm.imagesNote')} · {t('productForm.imagesEditLimit')}
      </p>
      <ImageNotice notice={notice} />
      <UploadLines lines={did.uploadLines} />
      {did.replaceProgress !== null && (
        <progress
          className="progress"
          max={100}
          value={did.replaceProgress}
          aria-label={t('productForm.uploadProgress')}
        />
      )}
      <h3 className="subhead">{t('productForm.existingImages')}</h3>
      <ol className="image-list">
        {images.map((image, index) => (
          <ImageRow
            key={image.id}
            image={image}
            index={index}
            label={t('productForm.imageAlt', { n: index + 1, name: productName })}
            images={images}
            marked={edited.toDelete.has(image.id)}
            did={did}
          />
        ))}
      </ol>
      <h3 className="subhead">{t('productForm.newImages')}</h3>
      <ul className="image-tiles">
        {newFiles.map((file, index) => (
          <NewImageTile
            key={`${file.name}-${index}`}
            file={file}
            index={edited.kept + index}
            onRemove={() => edited.setNewFiles(newFiles.filter((_, i) => i !== index))}
          />
        ))}
      </ul>
      {did.room > 0 ? (
        <ImagePicker label={t('productForm.addImage')} onFile={(file) => edited.setNewFiles([...newFiles, file])} />
      ) : (
        <p className="hint">{t('productForm.tooManyImages')}</p>
      )}
    </fieldset>
  );
}

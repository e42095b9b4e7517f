// Edit form images: reorder (up, down, set as main) and replace one at once through the API;
// select any images for deletion and add new ones, both sent with the form. At most 5 in all. The
// button that started a reorder or a replacement shows it under way; the others wait for it.
import { useState } from 'react';
import { BusyButton, BusyNote } from '../../components/BusyButton.tsx';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { useTranslation } from 'react-i18next';
import { reorderImages, replaceImage } from '../../api/products.ts';
import type { ProductImage } from '../../api/types.ts';
import { makeMain, moveItem, ordersOf } from '../../logic/image-order.ts';
import { MAX_IMAGES_TOTAL } from '../../logic/product-validation.ts';
import { ImagePicker } from './ImagePicker.tsx';
import { NewImageTile } from './NewImageTile.tsx';
import { ImageNotice, useImageNotice } from './ImageNotice.tsx';
import { UploadLines } from './UploadLines.tsx';
import { useDirectUploads } from './useDirectUploads.ts';
import { DirectUploadError } from '../../api/uploads.ts';

interface Props {
  productId: number;
  productName: string;
  images: ProductImage[];
  toDelete: Set<number>;
  newFiles: File[];
  onImages: (images: ProductImage[]) => void;
  onToDelete: (ids: Set<number>) => void;
  onNewFiles: (files: File[]) => void;
  /** Reload the product's images after a replacement (the server re-encodes and may rename). */
  onRefresh: () => Promise<void>;
}

export function EditImages({ productId, productName, images, toDelete, newFiles, onImages, onToDelete, onNewFiles, onRefresh }: Props) {
  const { t } = useTranslation();
  const [notice, setNotice] = useImageNotice();
  const actions = usePendingAction<string>();
  const busy = actions.anyPending;
  const [replaceProgress, setReplaceProgress] = useState<number | null>(null);
  const direct = useDirectUploads();
  const kept = images.filter((image) => !toDelete.has(image.id)).length;
  const room = MAX_IMAGES_TOTAL - kept - newFiles.length;

  /** `key` names the button that asked (image id and move), so that one shows the reorder under way. */
  const reorder = async (key: string, next: ProductImage[]) => {
    const previous = images;
    const outcome = await actions.run(key, () => {
      onImages(next);
      return reorderImages(productId, ordersOf(next));
    }, () => '');
    if (outcome.status === 'done') setNotice({ tone: 'success', text: t('productForm.imagesReordered') });
    else if (outcome.status === 'failed') {
      onImages(previous);
      setNotice({ tone: 'error', text: t('productForm.reorderError') });
    }
  };

  const replace = async (imageId: number, file: File) => {
    const outcome = await actions.run(`${imageId}:replace`, async () => {
      // the file goes straight to storage, then the API swaps it in by its key
      const [key] = await direct.upload([file]);
      setReplaceProgress(0);
      await replaceImage(productId, imageId, key!, setReplaceProgress);
      await onRefresh();
    }, () => '');
    setReplaceProgress(null);
    if (outcome.status === 'done') {
      direct.clear();
      setNotice({ tone: 'success', text: t('productForm.imageReplaced') });
    } else if (outcome.status === 'failed') {
      const failed = outcome.error instanceof DirectUploadError;
      setNotice({ tone: 'error', text: failed ? t('productForm.directUploadError', { name: file.name }) : t('productForm.replaceError') });
    }
  };

  const toggleDelete = (id: number) => {
    const next = new Set(toDelete);
    if (next.has(id)) {
      if (room <= 0) {
        setNotice({ tone: 'error', text: t('productForm.tooManyImages') });
        return;
      }
      next.delete(id);
    } else next.add(id);
    onToDelete(next);
  };

  const problem = (text: string) => setNotice({ tone: 'error', text });

  return (
    <fieldset className="panel fieldset" aria-busy={busy}>
      <legend className="section-title">{t('productForm.imagesLegend')}</legend>
      <p className="hint">{t('productForm.imagesNote')} · {t('productForm.imagesEditLimit')}</p>
      <ImageNotice notice={notice} />
      <UploadLines lines={direct.lines} />
      {replaceProgress !== null && (
        <progress className="progress" max={100} value={replaceProgress} aria-label={t('productForm.uploadProgress')} />
      )}
      <h3 className="subhead">{t('productForm.existingImages')}</h3>
      <ol className="image-list">
        {images.map((image, index) => {
          const marked = toDelete.has(image.id);
          const label = t('productForm.imageAlt', { n: index + 1, name: productName });
          return (
            <li key={image.id} className={`image-row ${marked ? 'image-row--marked' : ''}`}>
              <img src={image.url} alt={label} width="72" height="72" className="image-row__img" />
              <div className="image-row__info">
                <p>{t('productForm.imageSlot', { n: index + 1 })}{index === 0 && <span className="pill">{t('productForm.mainImage')}</span>}</p>
                {marked && <p className="hint hint--danger">{t('productForm.markedForDeletion')}</p>}
              </div>
              <div className="image-row__actions">
                <BusyButton className="icon-btn" busy={actions.isPending(`${image.id}:up`)} disabled={!actions.isPending(`${image.id}:up`) && (busy || index === 0)}
                  aria-label={`${t('productForm.moveUp')} : ${label}`} onClick={() => void reorder(`${image.id}:up`, moveItem(images, index, index - 1))}>↑</BusyButton>
                <BusyButton className="icon-btn" busy={actions.isPending(`${image.id}:down`)} disabled={!actions.isPending(`${image.id}:down`) && (busy || index === images.length - 1)}
                  aria-label={`${t('productForm.moveDown')} : ${label}`} onClick={() => void reorder(`${image.id}:down`, moveItem(images, index, index + 1))}>↓</BusyButton>
                <BusyButton className="btn btn--ghost btn--small" busy={actions.isPending(`${image.id}:main`)} disabled={!actions.isPending(`${image.id}:main`) && (busy || index === 0)}
                  onClick={() => void reorder(`${image.id}:main`, makeMain(images, index))}>{t('productForm.setMain')}</BusyButton>
                <ImagePicker label={t('productForm.replace')} name={`${t('productForm.replace')} : ${label}`} disabled={busy || marked}
                  onFile={(file) => void replace(image.id, file)} onProblem={problem} />
                {actions.isPending(`${image.id}:replace`) && <BusyNote />}
                <button type="button" className={`btn btn--small ${marked ? 'btn--ghost' : 'btn--danger-ghost'}`} aria-pressed={marked}
                  aria-label={`${marked ? t('productForm.unmarkDelete') : t('productForm.markDelete')} : ${label}`} onClick={() => toggleDelete(image.id)}>
                  {marked ? t('productForm.unmarkDelete') : t('productForm.markDelete')}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <h3 className="subhead">{t('productForm.newImages')}</h3>
      <ul className="image-tiles">
        {newFiles.map((file, index) => (
          <NewImageTile key={`${file.name}-${index}`} file={file} index={kept + index}
            onRemove={() => onNewFiles(newFiles.filter((_, i) => i !== index))} />
        ))}
      </ul>
      {room > 0 ? (
        <ImagePicker label={t('productForm.addImage')} onFile={(file) => onNewFiles([...newFiles, file])} onProblem={problem} />
      ) : (
        <p className="hint">{t('productForm.tooManyImages')}</p>
      )}
    </fieldset>
  );
}

// What the edit form does to the product's images through the API at once: move one up, down or to
// the front (shown at once, put back if refused), replace one (its file straight to storage, then
// swapped in by its key); and what it only marks for the save: an image to delete, within the limit.
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_LIMITS } from '../../../contract/admin/products.ts';
import { reorderImages, replaceImage } from '../../api/products.ts';
import { DirectUploadError } from '../../api/uploads.ts';
import type { ProductImage } from '../../api/types.ts';
import { usePendingAction } from '../../components/usePendingAction.ts';
import { ordersOf } from '../../logic/image-order.ts';
import type { Notice } from './ImageNotice.tsx';
import { useDirectUploads } from './useDirectUploads.ts';
import type { EditedImages } from './useEditedImages.ts';

export function useImageActions(productId: number, edited: EditedImages, notify: (notice: Notice) => void) {
  const { t } = useTranslation();
  // one key per button (image id and what it does), so the one pressed shows its action under way
  const actions = usePendingAction<string>();
  const [replaceProgress, setReplaceProgress] = useState<number | null>(null);
  const direct = useDirectUploads();
  const room = PRODUCT_LIMITS.imagesInTotal - edited.kept - edited.newFiles.length;

  const reorder = async (key: string, next: ProductImage[]) => {
    const previous = edited.images;
    const outcome = await actions.run(
      key,
      () => {
        edited.setImages(next);
        return reorderImages(productId, ordersOf(next));
      },
      () => '',
    );
    if (outcome.status === 'done') notify({ tone: 'success', text: t('productForm.imagesReordered') });
    else if (outcome.status === 'failed') {
      edited.setImages(previous);
      notify({ tone: 'error', text: t('productForm.reorderError') });
    }
  };

  const replace = async (imageId: number, file: File) => {
    const outcome = await actions.run(
      `${imageId}:replace`,
      async () => {
        // the file goes straight to storage, then the API swaps it in by its key
        const [key] = await direct.upload([file]);
        if (!key) throw new DirectUploadError(file.name, 0);
        setReplaceProgress(0);
        await replaceImage(productId, imageId, key, setReplaceProgress);
        await edited.refresh();
      },
      () => '',
    );
    setReplaceProgress(null);
    if (outcome.status === 'done') {
      direct.clear();
      notify({ tone: 'success', text: t('productForm.imageReplaced') });
    } else if (outcome.status === 'failed') {
      const failed = outcome.error instanceof DirectUploadError;
      notify({
        tone: 'error',
        text: failed ? t('productForm.directUploadError', { name: file.name }) : t('productForm.replaceError'),
      });
    }
  };

  const toggleDelete = (id: number) => {
    const next = new Set(edited.toDelete);
    if (next.has(id) && room <= 0) {
      // keeping it again would make one image too many
      notify({ tone: 'error', text: t('productForm.tooManyImages') });
      return;
    }
    if (next.has(id)) next.delete(id);
    else next.add(id);
    edited.setToDelete(next);
  };

  return { actions, reorder, replace, toggleDelete, room, replaceProgress, uploadLines: direct.lines };
}

export type ImageActions = ReturnType<typeof useImageActions>;

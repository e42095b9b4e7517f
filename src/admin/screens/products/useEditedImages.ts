// The edit form's images: the product's own (in their order, as reordered or replaced through the API
// at once), those marked for deletion and the new files, both sent with the form.
import { useState } from 'react';
import { getProduct } from '../../api/products.ts';
import type { Product, ProductImage } from '../../api/types.ts';

export function useEditedImages(product: Product | null) {
  const [images, setImages] = useState<ProductImage[]>(product?.images ?? []);
  const [toDelete, setToDelete] = useState<ReadonlySet<number>>(new Set());
  const [newFiles, setNewFiles] = useState<File[]>([]);

  /** After a replacement (the server re-encodes and may rename): the product's images as they are now. */
  const refresh = async () => {
    if (!product) return;
    const fresh = await getProduct(product.id);
    setImages(fresh.images);
    setToDelete((current) => new Set([...current].filter((imageId) => fresh.images.some((i) => i.id === imageId))));
  };

  const kept = images.filter((image) => !toDelete.has(image.id)).length;
  return { images, setImages, toDelete, setToDelete, newFiles, setNewFiles, refresh, kept };
}

export type EditedImages = ReturnType<typeof useEditedImages>;

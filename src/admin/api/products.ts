import { productDeletedSchema, productSchema, specialsAnswerSchema } from '../../contract/admin/products.ts';
import { productListSchema } from '../../contract/catalog.ts';
import { apiRequest, apiUpload } from './client.ts';

// the admin edits the French texts (the other languages come in `translations`)
export const listProducts = () => apiRequest('/products?lang=fr', { answer: productListSchema });

export const getProduct = (id: number) => apiRequest(`/products/${id}?lang=fr`, { answer: productSchema });

export const createProduct = (form: FormData, onProgress?: (percent: number) => void) =>
  apiUpload('/products', form, productSchema, onProgress);

/** The spec's update: POST with the form field _method=PUT. */
export function updateProduct(id: number, form: FormData, onProgress?: (percent: number) => void) {
  form.set('_method', 'PUT');
  return apiUpload(`/products/${id}`, form, productSchema, onProgress);
}

export const deleteProduct = (id: number) =>
  apiRequest(`/products/${id}`, { method: 'DELETE', answer: productDeletedSchema });

export const reorderImages = (productId: number, orders: { id: number; order: number }[]) =>
  apiRequest(`/products/${productId}/images/reorder`, { method: 'POST', body: { orders }, answer: productSchema });

/** `image`: the new file, or the staging key of its direct upload. */
export function replaceImage(
  productId: number,
  imageId: number,
  image: File | string,
  onProgress?: (percent: number) => void,
) {
  const form = new FormData();
  form.set('image', image);
  return apiUpload(`/products/${productId}/images/${imageId}`, form, productSchema, onProgress);
}

export const updateSpecialProducts = (featured: number[], hero: number[]) =>
  apiRequest('/products/update-special', { method: 'POST', body: { featured, hero }, answer: specialsAnswerSchema });

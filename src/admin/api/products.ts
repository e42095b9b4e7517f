import { apiRequest, apiUpload } from './client.ts';
import type { Product } from './types.ts';

export const listProducts = () => apiRequest<Product[]>('/products?lang=fr');

export const getProduct = (id: number) => apiRequest<Product>(`/products/${id}?lang=fr`);

export const createProduct = (form: FormData, onProgress?: (percent: number) => void) =>
  apiUpload<Product>('/products', form, onProgress);

/** The spec's update: POST with the form field _method=PUT. */
export function updateProduct(id: number, form: FormData, onProgress?: (percent: number) => void) {
  form.set('_method', 'PUT');
  return apiUpload<Product>(`/products/${id}`, form, onProgress);
}

export const deleteProduct = (id: number) => apiRequest<unknown>(`/products/${id}`, { method: 'DELETE' });

export const reorderImages = (productId: number, orders: { id: number; order: number }[]) =>
  apiRequest<unknown>(`/products/${productId}/images/reorder`, { method: 'POST', body: { orders } });

/** `image`: the new file, or the staging key of its direct upload. */
export function replaceImage(productId: number, imageId: number, image: File | string, onProgress?: (percent: number) => void) {
  const form = new FormData();
  form.set('image', image);
  return apiUpload<unknown>(`/products/${productId}/images/${imageId}`, form, onProgress);
}

export const updateSpecialProducts = (featured: number[], hero: number[]) =>
  apiRequest<unknown>('/products/update-special', { method: 'POST', body: { featured, hero } });

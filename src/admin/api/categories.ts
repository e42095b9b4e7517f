import { apiRequest } from './client.ts';
import type { Category } from './types.ts';

export const listCategoriesWithCounts = () => apiRequest<Category[]>('/categories/with-product-count');
export const listCategories = () => apiRequest<Category[]>('/categories');
export const getCategory = (id: number) => apiRequest<Category>(`/categories/${id}`);
/** Without a slug the server derives one from the name (and picks a free one). */
export const createCategory = (name: string, slug?: string) =>
  apiRequest<Category>('/categories', { method: 'POST', body: { name, slug } });
export const updateCategory = (id: number, name: string, slug?: string) =>
  apiRequest<Category>(`/categories/${id}`, { method: 'PUT', body: { name, slug } });
export const deleteCategory = (id: number) => apiRequest<unknown>(`/categories/${id}`, { method: 'DELETE' });

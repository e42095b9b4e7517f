import { categoryDeletedSchema, categorySchema } from '../../contract/admin/categories.ts';
import { categoryListSchema } from '../../contract/catalog.ts';
import { apiRequest } from './client.ts';

export const listCategoriesWithCounts = () =>
  apiRequest('/categories/with-product-count', { answer: categoryListSchema });
export const listCategories = () => apiRequest('/categories', { answer: categoryListSchema });
export const getCategory = (id: number) => apiRequest(`/categories/${id}`, { answer: categorySchema });
/** The names sent: French (required), English and Dutch ('' or null: the French one is shown). */
export interface CategoryNames {
  name: string;
  name_en?: string | null;
  name_nl?: string | null;
}

/** Without a slug the server derives one from the name (and picks a free one). */
export const createCategory = (names: CategoryNames, slug?: string) =>
  apiRequest('/categories', { method: 'POST', body: { ...names, slug }, answer: categorySchema });
export const updateCategory = (id: number, names: CategoryNames, slug?: string) =>
  apiRequest(`/categories/${id}`, { method: 'PUT', body: { ...names, slug }, answer: categorySchema });
export const deleteCategory = (id: number) =>
  apiRequest(`/categories/${id}`, { method: 'DELETE', answer: categoryDeletedSchema });

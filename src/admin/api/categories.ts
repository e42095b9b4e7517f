import { categoryDeletedSchema, categorySchema } from '../../contract/admin/categories.ts';
import { categoryListSchema } from '../../contract/catalog.ts';
import { apiRequest } from './client.ts';

export const listCategoriesWithCounts = () => apiRequest('/categories/with-product-count', { answer: categoryListSchema });
export const listCategories = () => apiRequest('/categories', { answer: categoryListSchema });
export const getCategory = (id: number) => apiRequest(`/categories/${id}`, { answer: categorySchema });
/** Without a slug the server derives one from the name (and picks a free one). */
export const createCategory = (name: string, slug?: string) =>
  apiRequest('/categories', { method: 'POST', body: { name, slug }, answer: categorySchema });
export const updateCategory = (id: number, name: string, slug?: string) =>
  apiRequest(`/categories/${id}`, { method: 'PUT', body: { name, slug }, answer: categorySchema });
export const deleteCategory = (id: number) => apiRequest(`/categories/${id}`, { method: 'DELETE', answer: categoryDeletedSchema });

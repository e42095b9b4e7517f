// The home page's testimonials (GET/PUT /api/admin/testimonials): the owner's list, replaced whole on save.
import { testimonialsSchema, type Testimonial } from '../../contract/admin/testimonials.ts';
import { apiRequest } from './client.ts';

export type { Testimonial } from '../../contract/admin/testimonials.ts';

export const getTestimonials = () => apiRequest('/admin/testimonials', { answer: testimonialsSchema });
export const saveTestimonials = (items: Testimonial[]) =>
  apiRequest('/admin/testimonials', { method: 'PUT', body: { items }, answer: testimonialsSchema });

// A contact message (spec section 3): the subjects the form offers, in its order, and the length
// limits of its fields. One definition for the request's schema (src/contract/contact.ts) and the
// contact form in the browser, which must not ship zod.

export const CONTACT_SUBJECTS = ['customer-service', 'product-inquiry', 'wholesale', 'press', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_MAX_LENGTH = { name: 100, email: 254, message: 5000 } as const;

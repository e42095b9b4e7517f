// Newsletter subscription without React: POST /api/newsletter {email, language}.
import { wireEmailSignupForm } from './email-signup-form.ts';

const newsletter = document.querySelector<HTMLFormElement>('[data-newsletter]');
if (newsletter) wireEmailSignupForm(newsletter, '/api/newsletter', (email, language) => ({ email, language }));

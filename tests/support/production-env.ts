// The variables production mode requires besides Supabase's (see PRODUCTION_REQUIRED), pointing at
// nothing: for tests that switch to the Supabase adapters.
export const PRODUCTION_ENV_EXTRAS = {
  ORDER_TOKEN_SECRET: 'test-order-token-secret-0123456789abcdef',
  SMTP_URL: 'smtp://127.0.0.1:9',
  MAIL_FROM: 'Maison Lumière <boutique@example.be>',
  BUILD_HOOK_URL: 'http://127.0.0.1:9/build-hook',
};

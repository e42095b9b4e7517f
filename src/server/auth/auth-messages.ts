// The sign-in API's answers: the spec's texts (section 8) where it gives them.
export const LOGIN_FAILED = 'Login failed. Please check your credentials.';
export const RESET_SENT =
  'If an account exists with the address you entered, you will receive an email with instructions to reset your password.';
export const RESET_TOKEN_INVALID = 'This reset link is invalid or has expired. Please ask for a new one.';
export const RESET_TOKEN_USED = 'This reset link has already been used. Please ask for a new one.';
export const RESET_TOKEN_EXPIRED = 'This reset link has expired. Please ask for a new one.';
export const PASSWORD_CHANGED = 'Your password has been changed. You can now sign in.';

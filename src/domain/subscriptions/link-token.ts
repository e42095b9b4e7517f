// The token of an e-mailed confirmation or unsubscribe link (zod-free: the pages' scripts import it).
// It travels in the fragment of a storefront page, which a browser never sends to a server.

/** 32 random bytes in base64url: 43 characters. */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The fragment a confirmation page reads its token from. */
export const linkFragment = (token: string): string => `#token=${token}`;

/**
 * Set by the server beside its HttpOnly session cookie, with the same lifetime; it holds no secret,
 * only says that asking the server is worth it. Guests never send a request that answers 401.
 */
export const SIGNED_IN_HINT_COOKIE = 'signed_in';

/** A new user's "set your password" link lives longer than a reset link: people are away. */
export const NEW_USER_LINK_TTL_MS = 7 * 24 * 60 * 60 * 1000;

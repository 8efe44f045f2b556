/** Password minimum length (spec section 9). */
export const MIN_PASSWORD_LENGTH = 6;

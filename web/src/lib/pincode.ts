/** Six digits, not starting with 0: every Indian pincode (the server checks the same). */
export const PINCODE_PATTERN = /^[1-9]\d{5}$/;
export const PINCODE_MESSAGE = 'Please enter a valid 6-digit pincode';

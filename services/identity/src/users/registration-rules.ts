/** The rules of a new account, checked here as well as at the gateway. */
export interface RegistrationInput {
  userName: string;
  email: string;
  password: string;
}

export const PASSWORD_MIN_LENGTH = 6;
const USER_NAME_MAX_LENGTH = 100;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL_PATTERN.test(email);
}

/** The first broken rule's message, or undefined when the input is acceptable. */
export function registrationProblem(input: RegistrationInput): string | undefined {
  const userName = input.userName.trim();
  const email = normalizeEmail(input.email);
  if (!userName) return 'User name is required';
  if (!email) return 'Email is required';
  if (!input.password) return 'Password is required';
  if (userName.length > USER_NAME_MAX_LENGTH)
    return `User name must not exceed ${USER_NAME_MAX_LENGTH} characters`;
  if (!isValidEmail(email)) return 'Please enter a valid email address';
  if (input.password.length < PASSWORD_MIN_LENGTH) {
    return `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`;
  }
  return undefined;
}

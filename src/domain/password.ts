/** The rules of a password change (SPEC section 5 messages), shared by the dialog and the fake backend. */
export const MIN_PASSWORD_LENGTH = 8;

export interface PasswordChange {
  currentPassword: string;
  password: string;
  repeatPassword: string;
}

/** Field errors (message keys) of a password change; empty when it may be sent. */
export function passwordProblems({
  currentPassword,
  password,
  repeatPassword,
}: PasswordChange): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!currentPassword) errors.currentPassword = 'app.validation.required';
  if (password.length < MIN_PASSWORD_LENGTH) errors.password = 'app.validation.passwordLength';
  if (repeatPassword !== password) errors.repeatPassword = 'app.validation.passwordMatch';
  return errors;
}

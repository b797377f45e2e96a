import { TextInput, type TextInputProps } from 'react-admin';
import { TEXT_MAX } from '../domain/bounds';
import { emailProblem, phoneProblem } from '../domain/contactRules';

/** react-admin validators of the contact fields: the domain's one rule each (src/domain/contactRules.ts). */
export const validateEmail = (value: unknown) => emailProblem(value) ?? undefined;
export const validatePhone = (value: unknown) => phoneProblem(value) ?? undefined;

const withOwn = (own: (value: unknown) => string | undefined, validate: TextInputProps['validate']) =>
  validate ? [own, ...(Array.isArray(validate) ? validate : [validate])] : own;

/**
 * An e-mail field: the form's own 'Incorrect email format' under it. A text input with the e-mail keyboard, not
 * type="email", whose browser popup would stop the submit before the form's message.
 */
export function EmailInput({ validate, slotProps, ...props }: TextInputProps) {
  return (
    <TextInput
      validate={withOwn(validateEmail, validate)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'email', maxLength: TEXT_MAX.line } }}
      {...props}
    />
  );
}

/** A phone field: 'Enter the correct phone number' under it for anything but a 9-15 digit number. */
export function PhoneInput({ validate, slotProps, ...props }: TextInputProps) {
  return (
    <TextInput
      validate={withOwn(validatePhone, validate)}
      slotProps={{ ...slotProps, htmlInput: { inputMode: 'tel', maxLength: TEXT_MAX.line } }}
      {...props}
    />
  );
}

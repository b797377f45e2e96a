import {
  Form as RaForm,
  SimpleForm as RaSimpleForm,
  type FormProps as RaFormProps,
  type SimpleFormProps as RaSimpleFormProps,
} from 'react-admin';
import { FormProtections } from './FormProtections';

interface Protected {
  /** names this form's draft when its screen holds another form (a dialog's form beside the page's) */
  draftName?: string;
}

export type FormProps = RaFormProps & Protected;
export type SimpleFormProps = RaSimpleFormProps & Protected;

/**
 * react-admin's Form with every form's protections (eslint.config.js allows react-admin's own only here): a
 * leave-page and reload warning while it has unsaved changes, a draft of its values offered back when the screen
 * opens again, and the first error focused after an invalid save. A failed save's message comes from the
 * dataProvider ('Data update error' for any write that failed in transit, src/providers/wire.ts).
 */
export function Form({ children, draftName, warnWhenUnsavedChanges = true, ...props }: FormProps) {
  return (
    <RaForm warnWhenUnsavedChanges={warnWhenUnsavedChanges} {...props}>
      <FormProtections draftName={draftName} />
      {children}
    </RaForm>
  );
}

/** react-admin's SimpleForm with the same protections as Form. */
export function SimpleForm({
  children,
  draftName,
  warnWhenUnsavedChanges = true,
  ...props
}: SimpleFormProps) {
  return (
    <RaSimpleForm warnWhenUnsavedChanges={warnWhenUnsavedChanges} {...props}>
      <FormProtections draftName={draftName} />
      {children}
    </RaSimpleForm>
  );
}

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
 * dataProvider ('Data update error' for any write that failed in transit, src/providers/wire.ts). The browser's own
 * checks are off (`noValidate`): an input's min, max or step would otherwise stop the save with the browser's popup
 * instead of the form's message under the field (the rules in src/domain give every message).
 */
export function Form({ children, draftName, warnWhenUnsavedChanges = true, ...props }: FormProps) {
  return (
    <RaForm warnWhenUnsavedChanges={warnWhenUnsavedChanges} noValidate {...props}>
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
    <RaSimpleForm warnWhenUnsavedChanges={warnWhenUnsavedChanges} noValidate {...props}>
      <FormProtections draftName={draftName} />
      {children}
    </RaSimpleForm>
  );
}

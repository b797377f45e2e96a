import type { TextKind } from '../../../domain/bounds';
import { textLimit } from '../../../components/textLimits';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Grid } from '@mui/material';
import { TextInput, useTranslate, type HttpError } from 'react-admin';
import { Form } from '../../../components/forms/Form';
import { SaveButton } from '../../../components/SaveButton';
import type { FieldErrors } from '../../../domain/customerRules';

export interface ItemField {
  source: string;
  required?: boolean;
  /** a short field takes a third of the row */
  short?: boolean;
  /** its kind of text for the input's limit (the API's, src/domain/bounds.ts); a line unless said */
  limit?: TextKind;
}

interface Props {
  open: boolean;
  title: string;
  /** the item's label prefix: resources.customers.{labels}.{source} */
  labels: string;
  fields: ItemField[];
  values: Record<string, unknown>;
  validate: (values: Record<string, unknown>) => FieldErrors;
  onSave: (values: Record<string, unknown>) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Adds or edits one saved item (an address, a legal entity) in a dialog. A refusal keeps the dialog open with the
 * backend's field errors under the fields.
 */
export function ItemDialog({ open, title, labels, fields, values, validate, onSave, onClose }: Props) {
  const translate = useTranslate();
  const submit = async (data: Record<string, unknown>) => {
    try {
      await onSave(data);
      onClose();
    } catch (error) {
      return ((error as HttpError).body as { errors?: FieldErrors } | undefined)?.errors ?? {};
    }
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="item-dialog-title">
      <Form draftName="item" record={values} onSubmit={submit} validate={validate}>
        <DialogTitle id="item-dialog-title">{translate(title)}</DialogTitle>
        <DialogContent>
          <Grid container columnSpacing={2}>
            {fields.map((field) => (
              <Grid key={field.source} size={{ xs: 12, sm: field.short ? 4 : 6 }}>
                <TextInput
                  source={field.source}
                  label={`resources.customers.${labels}.${field.source}`}
                  isRequired={field.required}
                  fullWidth
                  {...textLimit(field.limit ?? 'line')}
                />
              </Grid>
            ))}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
          <SaveButton />
        </DialogActions>
      </Form>
    </Dialog>
  );
}

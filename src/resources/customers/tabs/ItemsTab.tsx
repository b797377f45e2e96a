import { useState } from 'react';
import { Button, Card, CardActions, CardContent, Grid, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Confirm, useTranslate } from 'react-admin';
import type { FieldErrors } from '../../../domain/customerRules';
import { Empty } from './Empty';
import { ItemDialog, type ItemField } from './ItemDialog';

interface Props<T extends { id: number }> {
  items: T[];
  /** the i18n group of this kind: resources.customers.{kind}.add / edit / empty / remove and its field labels */
  kind: string;
  fields: ItemField[];
  title: (item: T) => string;
  lines: (item: T) => string[];
  validate: (values: Record<string, unknown>) => FieldErrors;
  save: (item: Partial<T>) => Promise<unknown>;
  remove: (id: number) => Promise<unknown>;
}

/** A customer's saved items of one kind as cards, with add, edit and remove (after a question). */
export function ItemsTab<T extends { id: number }>({
  items,
  kind,
  fields,
  title,
  lines,
  validate,
  save,
  remove,
}: Props<T>) {
  const translate = useTranslate();
  const [editing, setEditing] = useState<Partial<T> | null>(null);
  const [removing, setRemoving] = useState<T | null>(null);
  const k = (key: string) => `resources.customers.${kind}.${key}`;
  return (
    <>
      <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setEditing({})} sx={{ mb: 2 }}>
        {translate(k('add'))}
      </Button>
      {items.length === 0 ? (
        <Empty>{k('empty')}</Empty>
      ) : (
        <Grid container spacing={2}>
          {items.map((item) => (
            <Grid key={item.id} size={{ xs: 12, sm: 6, lg: 4 }}>
              <Card variant="outlined" component="section" aria-label={title(item)} sx={{ height: '100%' }}>
                <CardContent>
                  <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                    {title(item)}
                  </Typography>
                  {lines(item)
                    .filter(Boolean)
                    .map((line) => (
                      <Typography key={line} variant="body2" color="text.secondary">
                        {line}
                      </Typography>
                    ))}
                </CardContent>
                <CardActions>
                  <Button size="small" onClick={() => setEditing(item)}>
                    {translate('ra.action.edit')}
                  </Button>
                  <Button size="small" color="error" onClick={() => setRemoving(item)}>
                    {translate('ra.action.delete')}
                  </Button>
                </CardActions>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
      {editing && (
        <ItemDialog
          open
          title={editing.id ? k('edit') : k('add')}
          labels={`${kind}.fields`}
          fields={fields}
          values={editing}
          validate={validate}
          onSave={(values) => save({ ...(values as Partial<T>), id: editing.id })}
          onClose={() => setEditing(null)}
        />
      )}
      <Confirm
        isOpen={!!removing}
        title={translate(k('remove'))}
        content={removing ? title(removing) : ''}
        confirm="app.confirm.yes"
        cancel="app.confirm.no"
        onConfirm={() => removing && void remove(removing.id).finally(() => setRemoving(null))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

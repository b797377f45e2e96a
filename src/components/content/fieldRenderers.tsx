import { textLimit } from '../textLimits';
import { Box, Typography } from '@mui/material';
import {
  AutocompleteInput,
  BooleanInput,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectInput,
  TextInput,
  useRecordContext,
  useResourceContext,
  useTranslate,
} from 'react-admin';
import { ImageUploadInput } from '../ImageUploadInput';
import { MoneyField } from '../MoneyField';
import { MoneyInput } from '../MoneyInput';
import { StatusField, StatusInput } from '../status';
import { useText, type Texts } from '../useText';
import type { FieldDecl } from './types';

/** The title of any content record: its label, question, title or heading. */
export const titleOf = (record: Record<string, unknown> | undefined) =>
  (record?.label ?? record?.question ?? record?.title ?? record?.h1) as Texts | undefined;

export function RecordTitle() {
  const record = useRecordContext();
  const text = useText();
  return <>{text(titleOf(record))}</>;
}

export function TextsValue({ source }: { source: string }) {
  const record = useRecordContext();
  const text = useText();
  return (
    <Typography component="span" variant="body2">
      {text(record?.[source] as Texts)}
    </Typography>
  );
}

function BooleanValue({ source }: { source: string }) {
  const record = useRecordContext();
  const translate = useTranslate();
  return (
    <Typography component="span" variant="body2">
      {translate(record?.[source] ? 'content.yes' : 'content.no')}
    </Typography>
  );
}

function ImageValue({ source }: { source: string }) {
  const record = useRecordContext();
  const text = useText();
  const url = record?.[source] as string | null | undefined;
  if (!url)
    return (
      <Typography component="span" variant="body2">
        —
      </Typography>
    );
  return (
    <Box
      component="img"
      src={url}
      alt={text(titleOf(record))}
      sx={{ width: 40, height: 40, objectFit: 'cover', borderRadius: 1 }}
    />
  );
}

/** A declared field as read-only text (list cells and details). */
export function FieldValue({ decl }: { decl: FieldDecl }) {
  const record = useRecordContext();
  const translate = useTranslate();
  switch (decl.kind) {
    case 'status':
      return <StatusField source={decl.source} />;
    case 'money':
      return <MoneyField source={decl.source} />;
    case 'boolean':
      return <BooleanValue source={decl.source} />;
    case 'image':
      return <ImageValue source={decl.source} />;
    case 'select':
      return (
        <Typography component="span" variant="body2">
          {record?.[decl.source] ? translate(`${decl.labels}.${record[decl.source]}`) : '—'}
        </Typography>
      );
    case 'reference':
      return (
        <ReferenceField source={decl.source} reference={decl.reference} link={false} emptyText="—">
          <RecordTitle />
        </ReferenceField>
      );
    case 'custom':
      return decl.field ? <decl.field source={decl.source} /> : null;
    default:
      return (
        <Typography component="span" variant="body2">
          {String(record?.[decl.source] ?? '—')}
        </Typography>
      );
  }
}

/** A declared field as its input in the shared form. */
export function FieldInput({ decl, readOnly }: { decl: FieldDecl; readOnly?: boolean }) {
  const text = useText();
  const resource = useResourceContext();
  const { source } = decl;
  switch (decl.kind) {
    case 'status':
      return <StatusInput source={source} readOnly={readOnly} />;
    case 'money':
      return <MoneyInput source={source} readOnly={readOnly} />;
    case 'number':
      return (
        <NumberInput source={source} step={decl.step ?? 1} helperText={decl.helper} readOnly={readOnly} />
      );
    case 'boolean':
      return <BooleanInput source={source} readOnly={readOnly} />;
    case 'image':
      return (
        <ImageUploadInput
          source={source}
          label={`resources.${resource}.fields.${source}`}
          readOnly={readOnly}
        />
      );
    case 'select':
      return (
        <SelectInput
          source={source}
          choices={decl.choices.map((id) => ({ id, name: `${decl.labels}.${id}` }))}
          readOnly={readOnly}
        />
      );
    case 'reference':
      return (
        <ReferenceInput
          source={source}
          reference={decl.reference}
          perPage={500}
          sort={{ field: 'id', order: 'ASC' }}
          filter={decl.filter}
        >
          <AutocompleteInput
            optionText={(record: Record<string, unknown>) => text(titleOf(record))}
            filterToQuery={(q: string) => ({ q })}
            readOnly={readOnly}
            sx={{ minWidth: 280 }}
          />
        </ReferenceInput>
      );
    case 'custom':
      return <decl.input />;
    default:
      return <TextInput source={source} readOnly={readOnly} {...textLimit('line')} />;
  }
}

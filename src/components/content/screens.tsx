import { Alert, Box, Button as MuiButton, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import {
  Create,
  CreateButton,
  DataTable,
  Edit,
  EditButton,
  Labeled,
  NullableBooleanInput,
  SelectInput,
  Show,
  ShowButton,
  SimpleList,
  SimpleShowLayout,
  TopToolbar,
  useCanAccess,
  useListContext,
  useRecordContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { RECORD_STATUS, RECORD_STATUSES } from '../../domain/statuses';
import { ConfirmDeleteButton } from '../ConfirmDeleteButton';
import { RecordHistory } from '../history/RecordHistory';
import { ExportCsvButton } from '../ExportCsvButton';
import { FilterTabs } from '../FilterTabs';
import { PagedList } from '../PagedList';
import { ListColumnsButton, ListTable } from '../ListTable';
import { StatusChip, statusTabs } from '../status';
import { useText, type Texts } from '../useText';
import { ContentForm } from './ContentForm';
import { FieldValue, titleOf } from './fieldRenderers';
import { useContentLanguages } from './languages';
import { RestoreButton } from './RestoreButton';
import { SanitizedHtml } from './SanitizedHtml';
import type { ContentDecl } from './types';
import { SearchBox } from '../SearchBox';

/** 'Service type: Window cleaning' in the top bar. */
function PageTitle({ decl }: { decl: ContentDecl }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const text = useText();
  const resource = decl.listPath && record ? decl.listPath(record).replace(/^\//, '') : decl.resource;
  const name = translate(`resources.${resource}.name`, { smart_count: 1 });
  return <>{record ? `${name}: ${text(titleOf(record))}` : name}</>;
}

const recordResourceOf = (decl: ContentDecl) => decl.recordResource ?? decl.resource;
const label = (decl: ContentDecl, source: string) => `resources.${decl.resource}.fields.${source}`;

function Links({ decl }: { decl: ContentDecl }) {
  const translate = useTranslate();
  return (
    <>
      {decl.links?.map((link) => (
        <MuiButton key={link.to} component={Link} to={link.to} size="small">
          {translate(link.label, { smart_count: link.smartCount ?? 2 })}
        </MuiButton>
      ))}
    </>
  );
}

function Cell({ decl, source }: { decl: ContentDecl; source: string }) {
  const record = useRecordContext();
  const text = useText();
  const field = decl.fields.find((candidate) => candidate.source === source);
  if (field) return <FieldValue decl={field} />;
  const value = record?.[source];
  // Texts per language, or a plain figure the backend adds (a tutorial's completions).
  return <>{value != null && typeof value === 'object' ? text(value as Texts) : String(value ?? '')}</>;
}

/** The rows; the Restore column appears on the Deleted tab only. */
function ContentTable({ decl, canEdit }: { decl: ContentDecl; canEdit: boolean }) {
  const { filterValues } = useListContext();
  const target = recordResourceOf(decl);
  const text = useText();
  const rowClick = (id: unknown) => (canEdit ? `/${target}/${id}` : `/${target}/${id}/show`);
  return (
    <ListTable
      rowClick={rowClick}
      bulkActionButtons={false}
      phone={
        <SimpleList
          rowClick={rowClick}
          primaryText={(record) => text(titleOf(record)) || `#${record.id}`}
          secondaryText={(record) => <StatusChip statuses={RECORD_STATUSES} value={record.status} />}
        />
      }
    >
      {decl.columns.map((source) => (
        <DataTable.Col
          key={source}
          source={source}
          label={label(decl, source)}
          disableSort={decl.texts.some((text) => text.source === source)}
        >
          <Cell decl={decl} source={source} />
        </DataTable.Col>
      ))}
      {Number(filterValues.status) === RECORD_STATUS.deleted && (
        <DataTable.Col label="content.restore" disableSort>
          <RestoreButton resource={target} />
        </DataTable.Col>
      )}
    </ListTable>
  );
}

/** The search, then (always shown: the toolbar has no Add filter button) a filter for each declared field the declaration names in `filters` (a list or a yes/no). */
function filterInputs(decl: ContentDecl) {
  const inputs = [<SearchBox key="q" source="q" alwaysOn />];
  for (const source of decl.filters ?? []) {
    const field = decl.fields.find((candidate) => candidate.source === source);
    if (field?.kind === 'select')
      inputs.push(
        <SelectInput
          key={source}
          source={source}
          label={label(decl, source)}
          choices={field.choices.map((id) => ({ id, name: `${field.labels}.${id}` }))}
          alwaysOn
        />,
      );
    if (field?.kind === 'boolean')
      inputs.push(<NullableBooleanInput key={source} source={source} label={label(decl, source)} alwaysOn />);
  }
  return inputs;
}

/** A content list: status tabs with counts, search, export, add; lower adminOrder first where the record has one. */
export function ContentList({ decl }: { decl: ContentDecl }) {
  const translate = useTranslate();
  const target = recordResourceOf(decl);
  const { canAccess: canEdit } = useCanAccess({ resource: target, action: 'edit' });
  const { canAccess: canCreate } = useCanAccess({ resource: target, action: 'create' });
  const createState = decl.createState ? { record: decl.createState } : undefined;
  return (
    <PagedList
      resource={decl.resource}
      filters={filterInputs(decl)}
      actions={
        <TopToolbar>
          <Links decl={decl} />
          <ListColumnsButton />
          <CreateButton resource={target} state={createState} />
          <ExportCsvButton />
        </TopToolbar>
      }
      sort={decl.sort ?? { field: 'id', order: 'ASC' }}
    >
      {canCreate === false && canEdit === false && (
        <Alert severity="info" sx={{ mx: 2, mt: 1 }}>
          {translate('content.readOnly')}
        </Alert>
      )}
      <FilterTabs tabs={statusTabs} />
      <ContentTable decl={decl} canEdit={!!canEdit} />
    </PagedList>
  );
}

function EditActions({ decl }: { decl: ContentDecl }) {
  return (
    <TopToolbar>
      <ShowButton />
      <RestoreButton />
      <ConfirmDeleteButton redirect={redirectOf(decl)} />
    </TopToolbar>
  );
}

const redirectOf = (decl: ContentDecl) =>
  decl.listPath
    ? (_resource?: string, _id?: unknown, data?: unknown) => decl.listPath!(data as RaRecord)
    : 'list';

/** Pessimistic: a refused save (a taken slug) keeps the form as the user left it. */
export function ContentEdit({ decl }: { decl: ContentDecl }) {
  return (
    <Edit
      resource={recordResourceOf(decl)}
      mutationMode="pessimistic"
      redirect={redirectOf(decl)}
      actions={<EditActions decl={decl} />}
      title={<PageTitle decl={decl} />}
    >
      <ContentForm decl={decl} />
    </Edit>
  );
}

export function ContentCreate({ decl }: { decl: ContentDecl }) {
  return (
    <Create resource={recordResourceOf(decl)} redirect={redirectOf(decl)}>
      <ContentForm decl={decl} />
    </Create>
  );
}

/** Every text in every language; rich texts through DOMPurify. */
function TextsShow({ decl }: { decl: ContentDecl }) {
  const record = useRecordContext();
  const translate = useTranslate();
  const { languages } = useContentLanguages();
  if (!record) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { md: `repeat(${languages.length}, 1fr)` },
        gap: 3,
        width: '100%',
      }}
    >
      {languages.map((language) => (
        <Box
          key={language}
          component="section"
          aria-label={translate(`content.languages.${language}`, { _: language })}
          lang={language}
        >
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {translate(`content.languages.${language}`, { _: language })}
          </Typography>
          {decl.texts.map((text) => {
            const value = (record[text.source] as Texts | undefined)?.[language];
            return (
              <Labeled
                key={text.source}
                label={`${translate(label(decl, text.source))}`}
                sx={{ display: 'block', mb: 1 }}
              >
                {text.kind === 'rich' ? (
                  <SanitizedHtml html={value} />
                ) : (
                  <Typography variant="body2">{value || '—'}</Typography>
                )}
              </Labeled>
            );
          })}
        </Box>
      ))}
    </Box>
  );
}

export function ContentShow({ decl }: { decl: ContentDecl }) {
  return (
    <Show
      resource={recordResourceOf(decl)}
      title={<PageTitle decl={decl} />}
      actions={
        <TopToolbar>
          <EditButton />
          <RestoreButton />
          <ConfirmDeleteButton redirect={redirectOf(decl)} />
        </TopToolbar>
      }
    >
      <SimpleShowLayout>
        {decl.fields.map((field) => (
          <Labeled key={field.source} label={label(decl, field.source)}>
            <FieldValue decl={field} />
          </Labeled>
        ))}
        <TextsShow decl={decl} />
      </SimpleShowLayout>
      <Box sx={{ px: 2, pb: 2 }}>
        <RecordHistory />
      </Box>
    </Show>
  );
}

import { SimpleForm } from '../forms/Form';
import { CONTENT_SCHEMAS } from '../../domain/contentRecordSchemas';
import { validateContent } from '../../domain/contentValidation';
import { nestErrors } from '../formErrors';
import { FormToolbar } from '../FormToolbar';
import { FieldInput } from './fieldRenderers';
import { useContentLanguages } from './languages';
import { MultilingualTextGroup } from './MultilingualTextGroup';
import type { ContentDecl } from './types';

/** One form for add and edit of any content record: its texts per language, then its own fields. */
export function ContentForm({ decl }: { decl: ContentDecl }) {
  const schema = CONTENT_SCHEMAS[decl.api];
  const { languages, base } = useContentLanguages();
  const validate = (values: Record<string, unknown>) =>
    nestErrors(validateContent(schema, values, languages, base));
  return (
    <SimpleForm
      toolbar={<FormToolbar />}
      validate={validate}
      defaultValues={{ ...schema.defaults, ...decl.createState }}
      sx={{ maxWidth: 900 }}
    >
      <MultilingualTextGroup
        texts={decl.texts}
        required={schema.required}
        resource={decl.recordResource ?? decl.resource}
      />
      {decl.fields.map((field) => (
        <FieldInput key={field.source} decl={field} />
      ))}
    </SimpleForm>
  );
}

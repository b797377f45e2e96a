import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import ErrorIcon from '@mui/icons-material/ErrorOutline';
import { useFormState } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { REQUIRED, isBlank } from '../../domain/contentValidation';
import { useContentLanguages } from './languages';
import { RichTextInput } from './RichTextInput';
import { SlugInput } from './SlugInput';
import type { TextDecl } from './types';
import { textLimit } from '../textLimits';
import { contentTextKind } from '../../domain/contentRecordSchemas';

const requiredText = (value: unknown) => (isBlank(value) ? REQUIRED : undefined);

function TextFieldInput({
  decl,
  language,
  required,
  resource,
}: {
  decl: TextDecl;
  language: string;
  required: boolean;
  resource?: string;
}) {
  const translate = useTranslate();
  const source = `${decl.source}.${language}`;
  const label = `${translate(`resources.${resource}.fields.${decl.source}`, { _: decl.source })} (${language.toUpperCase()})`;
  const common = {
    source,
    label,
    validate: required ? requiredText : undefined,
    isRequired: required,
    fullWidth: true,
    // the API's limit for this text (src/domain/bounds.ts): the browser stops typing at it
    ...textLimit(decl.limit ?? contentTextKind(decl.source)),
  };
  if (decl.kind === 'slug') return <SlugInput {...common} from={`${decl.from ?? 'label'}.${language}`} />;
  if (decl.kind === 'rich') return <RichTextInput {...common} />;
  return (
    <TextInput
      {...common}
      multiline={decl.kind === 'textarea'}
      minRows={decl.kind === 'textarea' ? 2 : undefined}
    />
  );
}

/**
 * The per-language texts of a record: a tab per content language of the session, the base language first and
 * required where the schema says so. A tab holding a field error is flagged (icon and text, not colour alone).
 * Every tab stays mounted, so the hidden ones validate too.
 */
export function MultilingualTextGroup({
  texts,
  required,
  resource,
}: {
  texts: TextDecl[];
  required: readonly string[];
  resource?: string;
}) {
  const translate = useTranslate();
  const { languages, base } = useContentLanguages();
  const [current, setCurrent] = useState(base);
  const { errors } = useFormState();
  const hasError = (language: string) =>
    texts.some((decl) => !!(errors[decl.source] as Record<string, unknown> | undefined)?.[language]);

  return (
    <Box sx={{ width: '100%', border: 1, borderColor: 'divider', borderRadius: 1, mb: 2 }}>
      <Tabs
        value={current}
        onChange={(_, language: string) => setCurrent(language)}
        aria-label={translate('content.languageTabs')}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {languages.map((language) => {
          const flagged = hasError(language);
          const name = translate(`content.languages.${language}`, { _: language.toUpperCase() });
          return (
            <Tab
              key={language}
              value={language}
              id={`lang-tab-${language}`}
              aria-controls={`lang-panel-${language}`}
              data-error={flagged ? 'true' : undefined}
              iconPosition="end"
              icon={flagged ? <ErrorIcon color="error" fontSize="small" aria-hidden /> : undefined}
              label={
                <span>
                  {name}
                  {language === base ? ` (${translate('content.base')})` : ''}
                  {flagged && (
                    <span
                      className="visually-hidden"
                      style={{
                        position: 'absolute',
                        width: 1,
                        height: 1,
                        overflow: 'hidden',
                        clip: 'rect(0 0 0 0)',
                      }}
                    >{` — ${translate('content.hasErrors')}`}</span>
                  )}
                </span>
              }
              sx={flagged ? { color: 'error.main' } : undefined}
            />
          );
        })}
      </Tabs>
      {languages.map((language) => (
        <Box
          key={language}
          role="tabpanel"
          id={`lang-panel-${language}`}
          aria-labelledby={`lang-tab-${language}`}
          hidden={language !== current}
          sx={{ p: 2 }}
        >
          {texts.map((decl) => (
            <TextFieldInput
              key={decl.source}
              decl={decl}
              language={language}
              required={language === base && required.includes(decl.source)}
              resource={resource}
            />
          ))}
        </Box>
      ))}
    </Box>
  );
}

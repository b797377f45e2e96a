import { useEffect, useRef } from 'react';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useRecordContext, useTranslate, type TextInputProps } from 'react-admin';
import { followLabel, slugify } from '../../domain/slug';

/**
 * A slug made from its label (`from`) until someone edits it by hand; a button makes it from the label again.
 * Uniqueness per language is the server's check; its answer shows under the field.
 */
export function SlugInput({ from, ...props }: TextInputProps & { source: string; from: string }) {
  const translate = useTranslate();
  const { setValue, getValues } = useFormContext();
  const label = useWatch({ name: from }) as string | undefined;
  const previous = useRef(label);
  // A saved record's slug is its public address: it changes only by hand (or the button), never by renaming.
  const saved = useRecordContext()?.id != null;

  useEffect(() => {
    if (previous.current === label) return;
    const slug = getValues(props.source) as string | undefined;
    const next = saved && slug ? slug : followLabel(previous.current, label, slug);
    previous.current = label;
    if (next !== (slug ?? '')) setValue(props.source, next, { shouldDirty: true });
  }, [label, saved, getValues, setValue, props.source]);

  const regenerateLabel = translate('content.slugRegenerate');
  return (
    <TextInput
      helperText="content.slugHelper"
      parse={(value: string) => value.toLowerCase().replace(/\s+/g, '-')}
      InputProps={{
        endAdornment: (
          <InputAdornment position="end">
            <Tooltip title={regenerateLabel}>
              <IconButton
                aria-label={regenerateLabel}
                size="small"
                onClick={() =>
                  setValue(props.source, slugify(getValues(from) as string), {
                    shouldDirty: true,
                    shouldValidate: true,
                  })
                }
              >
                <AutorenewIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </InputAdornment>
        ),
      }}
      {...props}
    />
  );
}

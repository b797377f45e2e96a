import { useRef, useState, type ChangeEvent } from 'react';
import { Box, Button, CircularProgress, FormHelperText, IconButton, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import ClearIcon from '@mui/icons-material/Clear';
import {
  ValidationError,
  useInput,
  useNotify,
  useResourceContext,
  useTranslate,
  type InputProps,
} from 'react-admin';
import { UPLOAD_ACCEPT, uploadProblem } from '../domain/upload';
import { useAppDataProvider } from '../providers/useAppDataProvider';

/**
 * An image field: checks the file (.jpg .png .gif up to 2 MB) before sending it through the upload variant,
 * keeps the returned URL in the form and shows a preview. A refused file leaves the previous image in place.
 */
export function ImageUploadInput({ label, readOnly, ...props }: InputProps & { readOnly?: boolean }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useAppDataProvider();
  const { id, field, fieldState, isRequired } = useInput(props);
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const resource = useResourceContext(props);
  const caption =
    typeof label === 'string'
      ? translate(label, { _: label })
      : translate(`resources.${resource}.fields.${props.source}`, { _: props.source });

  const pick = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const found = uploadProblem(file);
    setProblem(found);
    if (found) return;
    setPending(true);
    try {
      const { url } = await dataProvider.upload(file);
      field.onChange(url);
      notify('app.success.upload', { type: 'success' });
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'app.validation.upload');
    } finally {
      setPending(false);
    }
  };

  // A form validator's error may be a key or a {message, args} object: ValidationError renders both.
  const formError = fieldState.error?.message;
  const hasError = !!problem || !!formError;
  return (
    <Box sx={{ my: 1 }} className="ra-input">
      <Typography
        component="label"
        htmlFor={id}
        variant="body2"
        color="text.secondary"
        sx={{ display: 'block', mb: 0.5 }}
      >
        {caption}
        {isRequired ? ' *' : ''}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {field.value ? (
          <Box
            component="img"
            src={String(field.value)}
            alt={caption}
            sx={{
              width: 72,
              height: 72,
              objectFit: 'cover',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              bgcolor: 'grey.100',
            }}
          />
        ) : null}
        {!readOnly && (
          <>
            <input
              ref={inputRef}
              id={id}
              type="file"
              accept={UPLOAD_ACCEPT}
              hidden
              onChange={(event) => void pick(event)}
              data-testid={`${props.source}-file`}
            />
            <Button
              variant="outlined"
              startIcon={pending ? <CircularProgress size={16} /> : <UploadIcon />}
              onClick={() => inputRef.current?.click()}
              disabled={pending}
            >
              {translate('app.upload.choose')}
            </Button>
            {field.value ? (
              <IconButton aria-label={translate('app.upload.remove')} onClick={() => field.onChange(null)}>
                <ClearIcon />
              </IconButton>
            ) : null}
          </>
        )}
      </Box>
      <FormHelperText error={hasError} role={hasError ? 'alert' : undefined}>
        {problem ? (
          translate(problem)
        ) : formError ? (
          <ValidationError error={formError} />
        ) : (
          translate('app.upload.hint')
        )}
      </FormHelperText>
    </Box>
  );
}

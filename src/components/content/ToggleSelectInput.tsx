import { MenuItem, TextField } from '@mui/material';
import { useInput, useResourceContext, useTranslate, type InputProps } from 'react-admin';
import { toggleChoice } from './toggleChoice';

export interface ToggleChoice {
  id: number;
  name: string;
  disabled?: boolean;
}

interface ToggleSelectInputProps extends InputProps {
  choices: ToggleChoice[];
  /** what choosing an item does; by default the chosen value again clears it */
  onChoose?: (current: number | null, chosen: number) => void;
  readOnly?: boolean;
}

/**
 * A single choice where choosing the chosen item again toggles it off (spec section 4). MUI's Select fires no
 * change for the same item, so each item handles its own click.
 */
export function ToggleSelectInput({
  choices,
  onChoose,
  label,
  readOnly,
  helperText,
  ...props
}: ToggleSelectInputProps) {
  const translate = useTranslate();
  const resource = useResourceContext(props);
  const { id, field, fieldState, isRequired } = useInput({
    ...props,
    defaultValue: props.defaultValue ?? null,
  });
  const current = field.value == null || field.value === '' ? null : Number(field.value);
  const caption =
    typeof label === 'string'
      ? translate(label, { _: label })
      : translate(`resources.${resource}.fields.${props.source}`, { _: props.source });
  const choose = (chosen: number) =>
    onChoose ? onChoose(current, chosen) : field.onChange(toggleChoice(current, chosen));
  const error = fieldState.error?.message;
  return (
    <TextField
      id={id}
      select
      label={caption}
      required={isRequired}
      value={current ?? ''}
      onBlur={field.onBlur}
      error={!!error}
      helperText={
        error
          ? translate(error)
          : translate(typeof helperText === 'string' ? helperText : 'content.toggleHint')
      }
      disabled={readOnly}
      sx={{ minWidth: 280, mb: 1 }}
      size="small"
      slotProps={{
        select: { renderValue: () => choices.find((choice) => choice.id === current)?.name ?? '' },
      }}
    >
      {current != null && !choices.some((choice) => choice.id === current) && (
        // the chosen value before the choices arrive
        <MenuItem value={current} sx={{ display: 'none' }} />
      )}
      {choices.length === 0 && (
        <MenuItem disabled value="">
          {translate('content.none')}
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem
          key={choice.id}
          value={choice.id}
          disabled={choice.disabled}
          selected={choice.id === current}
          onClick={() => choose(choice.id)}
        >
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

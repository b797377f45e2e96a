import { useEffect, useRef } from 'react';
import { Button, IconButton, InputAdornment, Stack, Typography } from '@mui/material';
import ClearIcon from '@mui/icons-material/Clear';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useTranslate } from 'react-admin';
import type { AppDataProvider, CheckedPromocode } from '../../providers/types';

/** The promocode, checked by the backend (valid now, its services); the price panel applies it to one service type. */
export function PromocodeInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { setValue, setError, clearErrors } = useFormContext();
  const [code, info, promocodeId] = useWatch({ name: ['promocode', 'promocodeInfo', 'promocodeId'] }) as [
    string | undefined,
    CheckedPromocode | null | undefined,
    number | undefined,
  ];
  const check = useMutation({
    mutationFn: (value: string) => dataProvider.checkPromocode({ code: value, promocodeId }),
    onSuccess: (data) => {
      clearErrors('promocode');
      setValue('promocodeInfo', data);
    },
    onError: () => {
      setValue('promocodeInfo', null);
      setError('promocode', { type: 'server', message: 'resources.orders.refusals.promocode' });
    },
  });
  // An order saved with a code: check it once so the price panel knows its terms.
  const checked = useRef(false);
  useEffect(() => {
    if (!checked.current && code && !info) {
      checked.current = true;
      check.mutate(code);
    }
  }, [code, info, check]);

  const clear = () => {
    setValue('promocode', '', { shouldDirty: true });
    setValue('promocodeInfo', null);
    clearErrors('promocode');
  };
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput
        source="promocode"
        readOnly={readOnly}
        parse={(value: string) => value.toUpperCase()}
        onChange={() => setValue('promocodeInfo', null)}
        helperText={
          info ? translate('resources.orders.messages.promocodeApplied', { code: info.code }) : false
        }
        InputProps={{
          endAdornment:
            code && !readOnly ? (
              <InputAdornment position="end">
                <IconButton
                  size="small"
                  aria-label={translate('resources.orders.actions.removePromocode')}
                  onClick={clear}
                >
                  <ClearIcon fontSize="small" />
                </IconButton>
              </InputAdornment>
            ) : undefined,
        }}
      />
      {!readOnly && (
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={!code || check.isPending}
          onClick={() => code && check.mutate(code)}
        >
          {translate('resources.orders.actions.checkPromocode')}
        </Button>
      )}
      {info && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {info.type === 'percent' ? `−${info.value} %` : `−${info.value}`}
        </Typography>
      )}
    </Stack>
  );
}

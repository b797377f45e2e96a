import { textLimit } from '../../components/textLimits';
import { Button, Chip, FormHelperText, Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useFormContext, useFormState, useWatch } from 'react-hook-form';
import { TextInput, useTranslate } from 'react-admin';
import { errorKey } from './formValues';
import { useCatalogue } from './useServicesAndLabels';
import { usePrice } from './OrderPrice';
import { usePromocodeTerms } from './usePromocodeTerms';
import { useAppDataProvider } from '../../providers/useAppDataProvider';

/**
 * Promocodes: more than one may be entered (each checked by the backend when added); only the best one
 * applies (spec section 9) and is marked, with the service type it counts for (`promocodeServiceType`).
 * A code typed but not added is still sent with the save (formValues.toPayload), so nothing typed is lost.
 */
export function PromocodeInput({ readOnly }: { readOnly?: boolean }) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const { setValue, setError, clearErrors } = useFormContext();
  const { errors } = useFormState({ name: ['promocodes', 'promocodeEntry'] });
  const [entry, codes, promocodeId] = useWatch({ name: ['promocodeEntry', 'promocodes', 'promocodeId'] }) as [
    string | undefined,
    string[] | undefined,
    number | undefined,
  ];
  const list = codes ?? [];
  const add = useMutation({
    mutationFn: (code: string) => dataProvider.checkPromocode({ code, promocodeId }),
    onSuccess: (data) => {
      clearErrors(['promocodeEntry', 'promocodes']);
      if (!list.includes(data.code)) setValue('promocodes', [...list, data.code], { shouldDirty: true });
      setValue('promocodeEntry', '');
    },
    onError: () =>
      setError('promocodeEntry', { type: 'server', message: 'resources.orders.refusals.promocode' }),
  });
  const remove = (code: string) => {
    setValue(
      'promocodes',
      list.filter((item) => item !== code),
      { shouldDirty: true },
    );
    clearErrors('promocodes');
  };
  const listError = errorKey((errors.promocodes as { message?: unknown } | undefined)?.message);
  return (
    <Stack spacing={1} sx={{ mb: 1 }}>
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <TextInput
          source="promocodeEntry"
          {...textLimit('line')}
          label="resources.orders.fields.promocode"
          readOnly={readOnly}
          parse={(value: string) => value.toUpperCase()}
          helperText={false}
        />
        {!readOnly && (
          <Button
            variant="outlined"
            sx={{ mt: 1 }}
            disabled={!entry?.trim() || add.isPending}
            onClick={() => entry?.trim() && add.mutate(entry.trim().toUpperCase())}
          >
            {translate('resources.orders.flow.addPromocode')}
          </Button>
        )}
      </Stack>
      {list.length > 0 && <PromocodeChips readOnly={readOnly} onRemove={remove} />}
      {listError && (
        <FormHelperText error role="alert">
          {translate(listError)}
        </FormHelperText>
      )}
    </Stack>
  );
}

/**
 * The codes entered, the one that applies marked (with the service type it counts for): it reads the live price,
 * so a change of price redraws these chips, not the code's input.
 */
function PromocodeChips({ readOnly, onRemove }: { readOnly?: boolean; onRemove: (code: string) => void }) {
  const translate = useTranslate();
  const entered = usePromocodeTerms();
  const { promocode: applied } = usePrice();
  const { typeName } = useCatalogue();
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap data-testid="promocodes">
      {entered.map(({ code, terms }) => {
        const best = applied?.code === code;
        const typed = best && applied?.serviceType != null;
        const state = !terms ? 'invalid' : typed ? 'appliedType' : best ? 'applied' : 'notApplied';
        return (
          <Chip
            key={code}
            label={`${code}: ${translate(`resources.orders.flow.promocode_${state}`, {
              type: typed ? typeName(applied.serviceType!) : '',
            })}`}
            color={best ? 'primary' : !terms ? 'error' : 'default'}
            variant={best ? 'filled' : 'outlined'}
            onDelete={readOnly ? undefined : () => onRemove(code)}
          />
        );
      })}
    </Stack>
  );
}

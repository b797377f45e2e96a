import { useGetMany, useGetRecordRepresentation, useTranslate, type RaRecord } from 'react-admin';
import type { FieldKind } from '../../api/contract/fieldKinds';
import { routeOf } from '../../providers/resourceRegistry';
import { useSession } from '../../session/useSession';
import { useFormat } from '../useFormat';
import { usePaymentMethods } from '../usePaymentMethods';
import { useText, type Texts } from '../useText';
import { valueText } from './valueText';

const NOTHING = '—';
const isNothing = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
const listOf = (value: unknown) => (Array.isArray(value) ? value : [value]);
const idsOf = (value: unknown) => listOf(value).map(Number).filter(Number.isFinite);

/** A record's name as its resource declares it (recordRepresentation), a multilingual name in the reader's language. */
function useNameOf(route: string) {
  const represent = useGetRecordRepresentation(route);
  const text = useText();
  return (record: RaRecord | undefined, id: number) => {
    if (!record) return `#${id}`;
    const name: unknown = represent(record);
    if (name && typeof name === 'object' && !('$$typeof' in name)) return text(name as Texts) || `#${id}`;
    return typeof name === 'string' || typeof name === 'number' ? String(name) : `#${id}`;
  };
}

/** Ids of records of another resource, by their names (fetched together with react-admin's getMany). */
function RecordNames({ api, ids }: { api: string; ids: number[] }) {
  const route = routeOf(api);
  const { data } = useGetMany(route, { ids });
  const nameOf = useNameOf(route);
  return (
    <>
      {ids
        .map((id) =>
          nameOf(
            data?.find((record) => record.id === id),
            id,
          ),
        )
        .join(', ')}
    </>
  );
}

/** An order's service lines: each service's name and quantity. */
function ServiceLines({ lines }: { lines: { id: number; quantity?: number }[] }) {
  const ids = lines.map((line) => Number(line.id));
  const { data } = useGetMany('services', { ids });
  const nameOf = useNameOf('services');
  return (
    <>
      {lines
        .map(
          (line) =>
            `${nameOf(
              data?.find((record) => record.id === Number(line.id)),
              line.id,
            )} × ${line.quantity ?? 1}`,
        )
        .join(', ')}
    </>
  );
}

/**
 * One recorded value as the screens show it, by the kind the record's schema declares for the field
 * (src/api/contract/fieldKinds.ts): money and dates through the format module, codes by their labels, ids of other
 * records by their names; a field of no declared kind as plain text (valueText).
 */
export function ChangeValue({ value, kind }: { value: unknown; kind?: FieldKind }) {
  const translate = useTranslate();
  const format = useFormat();
  const text = useText();
  const paymentMethods = usePaymentMethods();
  const locations = useSession()?.availableLocations ?? [];
  const yesNo = (flag: boolean) => translate(flag ? 'history.yes' : 'history.no');
  if (isNothing(value)) return <>{NOTHING}</>;
  const each = (show: (item: unknown) => string) => <>{listOf(value).map(show).join(', ')}</>;
  switch (kind?.kind) {
    case 'money':
      return each((item) => format.money(Number(item)));
    case 'date':
      return each((item) => format.date(String(item)));
    case 'dateTime':
      return each((item) => format.dateTime(String(item)));
    case 'label': {
      const keys = kind.keys;
      return each((item) => (keys[String(item)] ? translate(keys[String(item)]) : String(item)));
    }
    case 'paymentMethod':
      return each((item) => paymentMethods.name(Number(item)));
    case 'location':
      return each(
        (item) => locations.find((location) => location.id === Number(item))?.label ?? `#${String(item)}`,
      );
    case 'timeSlot':
      return <>{format.time(value as Parameters<typeof format.time>[0])}</>;
    case 'services':
      return <ServiceLines lines={listOf(value) as { id: number; quantity?: number }[]} />;
    case 'ref':
      return <RecordNames api={kind.api} ids={idsOf(value)} />;
    default:
      return <>{valueText(value, text, yesNo)}</>;
  }
}

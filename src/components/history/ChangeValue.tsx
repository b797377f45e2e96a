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
const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const idsOf = (value: unknown, idField?: string) =>
  listOf(value)
    .map((item) => Number(idField && isObject(item) ? item[idField] : item))
    .filter(Number.isFinite);

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

/** The other records a value names (ids of a reference, an order's services, a partner's service types). */
function referencedIds(
  value: unknown,
  kind: FieldKind | undefined,
): { api: string; ids: number[] } | undefined {
  if (isNothing(value) || !kind) return undefined;
  if (kind.kind === 'ref') return { api: kind.api, ids: idsOf(value, kind.idField) };
  if (kind.kind === 'services')
    return { api: 'services', ids: listOf(value).map((line) => Number((line as { id?: unknown }).id)) };
  if (kind.kind === 'rates' && isObject(value)) return { api: kind.api, ids: idsOf(Object.keys(value)) };
  return undefined;
}

/** The names of the records a value names, fetched together with react-admin's getMany (none for other kinds). */
function useReferencedNames(value: unknown, kind: FieldKind | undefined) {
  const referenced = referencedIds(value, kind);
  const route = routeOf(referenced?.api ?? 'services');
  const { data } = useGetMany(route, { ids: referenced?.ids ?? [] }, { enabled: !!referenced?.ids.length });
  const nameOf = useNameOf(route);
  return (id: unknown) =>
    nameOf(
      data?.find((record) => record.id === Number(id)),
      Number(id),
    );
}

/**
 * One recorded value as the screens show it, as text, by the kind the record's schema declares for the field
 * (src/api/contract/fieldKinds.ts): money, numbers and dates through the format module, codes by their labels, ids
 * of other records by their names; a field of no declared kind as plain text (valueText). The timeline shows it
 * (ChangeValue) and the restore button names it (its accessible label).
 */
export function useValueText(value: unknown, kind: FieldKind | undefined): string {
  const translate = useTranslate();
  const format = useFormat();
  const text = useText();
  const paymentMethods = usePaymentMethods();
  const session = useSession();
  const nameOf = useReferencedNames(value, kind);
  const yesNo = (flag: boolean) => translate(flag ? 'history.yes' : 'history.no');
  const plain = (item: unknown) => valueText(item, text, yesNo);
  const number = (item: unknown) =>
    Number.isInteger(Number(item)) ? format.count(Number(item)) : format.decimal(Number(item), 1);
  if (isNothing(value)) return NOTHING;
  const each = (show: (item: unknown) => string) => listOf(value).map(show).join(', ');
  switch (kind?.kind) {
    case 'money':
      return each((item) => format.money(Number(item)));
    case 'number':
      return each(number);
    case 'percent':
      return each((item) => `${number(item)} %`);
    case 'duration':
      return each((item) => {
        const minutes = isObject(item) ? Number(item.hours) * 60 + Number(item.minutes) : Number(item);
        return translate('resources.orders.messages.cleaningTime', {
          hours: Math.floor(minutes / 60),
          minutes: minutes % 60,
        });
      });
    case 'date':
      return each((item) => format.date(String(item)));
    case 'dateTime':
      return each((item) => format.dateTime(String(item)));
    case 'label': {
      const keys = kind.keys;
      return each((item) =>
        keys[String(item)] ? translate(keys[String(item)], { smart_count: 1 }) : String(item),
      );
    }
    case 'flags': {
      const set = Object.keys(kind.keys).filter((flag) => isObject(value) && value[flag] === true);
      return set.length ? set.map((flag) => translate(kind.keys[flag])).join(', ') : NOTHING;
    }
    case 'summary':
      return listOf(value)
        .map((item) =>
          isObject(item)
            ? kind.fields
                .map((field) => item[field])
                .filter((part) => !isNothing(part))
                .map(plain)
                .join(' ')
            : plain(item),
        )
        .filter(Boolean)
        .join('; ');
    case 'paymentMethod':
      return each((item) => paymentMethods.name(Number(item)));
    case 'location':
      return each(
        (item) =>
          session?.availableLocations.find((location) => location.id === Number(item))?.label ??
          `#${String(item)}`,
      );
    case 'district':
      return each(
        (item) =>
          session?.polygons.find((polygon) => polygon.id === Number(item))?.label ?? `#${String(item)}`,
      );
    case 'timeSlot':
      return format.time(value as Parameters<typeof format.time>[0]);
    case 'services':
      return (listOf(value) as { id: number; quantity?: number }[])
        .map((line) => `${nameOf(line.id)} × ${line.quantity ?? 1}`)
        .join(', ');
    case 'rates':
      return isObject(value)
        ? Object.entries(value)
            .map(([id, rate]) => {
              const { percent, percentChoose } = (rate ?? {}) as { percent?: number; percentChoose?: number };
              return `${nameOf(id)}: ${number(percent)} % / ${number(percentChoose)} %`;
            })
            .join('; ')
        : plain(value);
    case 'ref':
      return idsOf(value, kind.idField).map(nameOf).join(', ');
    case 'names':
      return each((item) => kind.names[String(item)] ?? `#${String(item)}`);
    default:
      return plain(value);
  }
}

/** One recorded value on the timeline, as the screens show it (useValueText). */
export function ChangeValue({ value, kind }: { value: unknown; kind?: FieldKind }) {
  return <>{useValueText(value, kind)}</>;
}

import { useTranslate, type TranslateFunction } from 'react-admin';

const MISSING = '\u0000';

/**
 * A field's name on the history screens: `resources.<route>.fields.<field>`, or, for a group of fields whose
 * inputs are named under it (a partner's address.city, flags.showPhoto), `resources.<route>.fieldGroups.<field>`.
 */
export function fieldLabelOf(translate: TranslateFunction, route: string, field: string) {
  const label = translate(`resources.${route}.fields.${field}`, { _: MISSING });
  if (label !== MISSING) return label;
  return translate(`resources.${route}.fieldGroups.${field}`, { _: field });
}

/** fieldLabelOf for one resource's screen. */
export function useFieldLabel(route: string) {
  const translate = useTranslate();
  return (field: string) => fieldLabelOf(translate, route, field);
}

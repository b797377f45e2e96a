import { useTranslate } from 'react-admin';
import { useSession } from '../session/useSession';

/**
 * The location's payment methods in the interface language. The session names them in English ('Cash', 'Card');
 * the id says which method it is, so the name comes from the translations, the session's label as the fallback.
 */
export function usePaymentMethods() {
  const translate = useTranslate();
  const methods = useSession()?.paymentMethods ?? [];
  const name = (id: number | null | undefined, label?: string) =>
    id == null ? '' : translate(`shared.paymentMethods.${id}`, { _: label || String(id) });
  return { choices: methods.map((method) => ({ id: method.id, name: name(method.id, method.label) })), name };
}

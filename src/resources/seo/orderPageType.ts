import { toggleChoice } from '../../components/content/toggleChoice';

/** An SEO order page's service type: a new type (or none) clears the chosen services; the same one keeps them. */
export function chooseOrderPageType(
  page: { idServiceType?: number | null; services?: number[] },
  chosen: number,
) {
  const idServiceType = toggleChoice(page.idServiceType ?? null, chosen);
  return {
    idServiceType,
    services: idServiceType === (page.idServiceType ?? null) ? (page.services ?? []) : [],
  };
}

/** SEO order pages: a page lists services of its own service type only. */

/** Services an SEO order page may list: only those of its service type. */
export const servicesOfType = <S extends { idServiceType?: number | null }>(
  services: readonly S[],
  idServiceType: number | null | undefined,
) => (idServiceType == null ? [] : services.filter((service) => service.idServiceType === idServiceType));

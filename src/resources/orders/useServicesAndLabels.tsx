import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { useGetList } from 'react-admin';
import { useText } from '../../components/useText';
import type { ServiceOption, Label } from '../../providers/records/order';

import { CATALOGUE } from './catalogue';

const [[, TYPES], [, SERVICES], [, LABELS]] = CATALOGUE;
const LONG = { staleTime: 5 * 60 * 1000 };

/** The catalogue the order screens read: service types, services and labels, fetched once and cached. */
export function useServicesAndLabels() {
  const text = useText();
  const { data: types = [], isPending: typesPending } = useGetList<{
    id: number;
    label: Record<string, string>;
    status: number;
  }>('services/types', TYPES, LONG);
  const { data: services = [], isPending: servicesPending } = useGetList<ServiceOption>(
    'services',
    SERVICES,
    LONG,
  );
  const { data: labels = [], isPending: labelsPending } = useGetList<Label>('labels', LABELS, LONG);
  return useMemo(() => {
    const typeName = new Map(types.map((type) => [type.id, text(type.label)]));
    const serviceById = new Map(services.map((service) => [service.id, service]));
    const labelById = new Map(labels.map((label) => [label.id, label]));
    return {
      types,
      services,
      labels,
      typeName: (id: number) => typeName.get(id) ?? `#${id}`,
      serviceById,
      serviceName: (id: number) => (serviceById.get(id) ? text(serviceById.get(id)!.label) : `#${id}`),
      labelById,
      labelName: (id: number) => (labelById.get(id) ? text(labelById.get(id)!.label) : `#${id}`),
      // Still on their way (the form is drawn without them: the inputs that need them show their loading).
      servicesPending: typesPending || servicesPending,
      labelsPending,
    };
  }, [types, services, labels, typesPending, servicesPending, labelsPending, text]);
}

export type Catalogue = ReturnType<typeof useServicesAndLabels>;

const CatalogueContext = createContext<Catalogue | null>(null);

/**
 * The catalogue read once for what is drawn under it (a list's rows, an order's screen): each row's cells take it
 * from here (`useCatalogue`) instead of asking react-admin for the three lists again, three query observers and their
 * effects a row.
 */
export function CatalogueProvider({ children }: { children: ReactNode }) {
  return <CatalogueContext.Provider value={useServicesAndLabels()}>{children}</CatalogueContext.Provider>;
}

/** The catalogue of the list or screen around (`CatalogueProvider`). */
export function useCatalogue(): Catalogue {
  const catalogue = useContext(CatalogueContext);
  if (!catalogue) throw new Error('useCatalogue reads the catalogue of a CatalogueProvider around it');
  return catalogue;
}

export const todayIso = () => new Date().toISOString().slice(0, 10);

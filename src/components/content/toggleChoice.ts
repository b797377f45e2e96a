/** Choosing the chosen value again clears it (parent of a service type, service type of an SEO order page). */
export const toggleChoice = <T>(current: T | null | undefined, chosen: T): T | null =>
  current === chosen ? null : chosen;

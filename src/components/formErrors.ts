/**
 * Field errors as the validators give them, flat and keyed by path ('label.pl', 'address.city'), turned into
 * what the forms show.
 */

/** 'label.pl' -> { label: { pl } }: the shape react-admin's form-level validation expects. */
export function nestErrors(flat: Record<string, string>): Record<string, unknown> {
  const nested: Record<string, unknown> = {};
  for (const [path, message] of Object.entries(flat)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as Record<string, unknown>;
    node[parts[parts.length - 1]] = message;
  }
  return nested;
}

/** Which languages hold at least one of the given errors ('label.pl' -> pl). */
export function languagesWithErrors(flat: Record<string, string>, languages: readonly string[]): string[] {
  return languages.filter((language) => Object.keys(flat).some((path) => path.endsWith(`.${language}`)));
}

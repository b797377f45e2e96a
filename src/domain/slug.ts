/** Slugs of multilingual pages: lower-case latin letters, digits and single hyphens. */
const SPECIAL: Record<string, string> = { ł: 'l', Ł: 'l', ß: 'ss', æ: 'ae', ø: 'o', đ: 'd' };

export function slugify(text: string | null | undefined): string {
  return (text ?? '')
    .replace(/[łŁßæøđ]/g, (char) => SPECIAL[char] ?? char)
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const isSlug = (value: string) => /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);

/**
 * The slug follows its label until someone edits it by hand: while the slug is empty or still equals the slug of
 * the previous label, a new label gives a new slug; otherwise the hand-made slug stays.
 */
export function followLabel(
  previousLabel: string | null | undefined,
  nextLabel: string | null | undefined,
  slug: string | null | undefined,
): string {
  const current = slug ?? '';
  if (current === '' || current === slugify(previousLabel)) return slugify(nextLabel);
  return current;
}

/** Records in a tree (service types under their parent): which parent would make a loop, and the refusal. */

export const NOT_OWN_ANCESTOR = 'content.validation.ancestor';

export interface TreeNode {
  id: number;
  parent?: number | null;
}

/** True when `candidate` is `id` itself or one of its descendants: choosing it as parent would make a loop. */
export function isOwnAncestor(
  nodes: readonly TreeNode[],
  id: number | null | undefined,
  candidate: number | null | undefined,
): boolean {
  if (id == null || candidate == null) return false;
  const parentOf = new Map(nodes.map((node) => [node.id, node.parent ?? null]));
  const seen = new Set<number>();
  let current: number | null = candidate;
  while (current != null && !seen.has(current)) {
    if (current === id) return true;
    seen.add(current);
    current = parentOf.get(current) ?? null;
  }
  return false;
}

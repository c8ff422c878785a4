/** Every index a plan reads, from EXPLAIN's JSON (format json): PostgreSQL's and PGlite's alike. */
export function indexesOf(plan: unknown): string[] {
  if (Array.isArray(plan)) return plan.flatMap(indexesOf);
  if (plan && typeof plan === 'object') {
    const node = plan as Record<string, unknown>;
    const own = typeof node['Index Name'] === 'string' ? [node['Index Name']] : [];
    return [...own, ...Object.values(node).flatMap(indexesOf)];
  }
  return [];
}

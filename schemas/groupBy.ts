// Rows grouped by a key in one pass (Node 20 has no Map.groupBy): a yard check's entries and
// trailers by location, read for thousands of spots at once, not filtered again for each spot.
export function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    const group = groups.get(k);
    if (group) group.push(row);
    else groups.set(k, [row]);
  }
  return groups;
}

/**
 * What makes two entries the same strain: the name, trimmed, with case ignored ("Blue Dream" and
 * "blue dream " are one strain). Every count of distinct strains, every grouping per strain, client and
 * server, uses this key; the server's SQL form is `strainKey` in src/server/domain/sql.ts.
 */
export function strainKey(name: string): string {
  return name.trim().toLowerCase();
}

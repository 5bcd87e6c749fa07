/** A name as a quoted SQL identifier: kept exactly as written, a double quote doubled. */
export function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

const TABLE_NAME = /^([a-z_][a-z0-9_]*)\.([a-z_][a-z0-9_]*)$/;

/**
 * The schema and table of a plain lower-case `schema.table` name, the only form the maintenance helpers take
 * (they put it in SQL text); anything else throws, naming `usedBy`.
 */
export function schemaAndTable(table: string, usedBy: string): { schema: string; name: string } {
  const [, schema, name] = TABLE_NAME.exec(table) ?? [];
  if (!schema || !name) throw new Error(`${usedBy} takes schema.table names, not ${table}`);
  return { schema, name };
}

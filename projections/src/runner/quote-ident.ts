/** A table, column, index or schema name as SQL text, quoted (a double quote within doubled). */
export const quoteIdent = (name: string) => `"${name.replaceAll('"', '""')}"`;

import { type Expression, type ExpressionBuilder, type SqlBool, sql } from "kysely";
import { containsText, startsWithText } from "~db/sql-helpers";
import type { ScimFilter } from "./scim-filter";

/** How a filter's attribute reads in SQL: a column, compared without case unless caseExact. */
export interface FilterColumn {
  column: string;
  caseExact?: boolean;
  boolean?: boolean;
}

/**
 * A parsed filter as a WHERE condition over the given columns (each attribute the filter may name
 * is in `columns`; the parser already refused any other). Values are bound, never spliced.
 */
export function filterCondition<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  filter: ScimFilter,
  columns: Readonly<Record<string, FilterColumn>>,
): Expression<SqlBool> {
  if (filter.kind !== "compare") {
    const both = [filterCondition(eb, filter.left, columns), filterCondition(eb, filter.right, columns)];
    return filter.kind === "and" ? eb.and(both) : eb.or(both);
  }
  const target = columns[filter.attribute];
  if (!target) return sql<SqlBool>`1 = 0`;
  const ref = sql.ref(target.column);
  if (filter.operator === "pr") {
    return target.boolean ? sql<SqlBool>`1 = 1` : sql<SqlBool>`(${ref} is not null and ${ref} <> '')`;
  }
  if (target.boolean) {
    if (typeof filter.value !== "boolean" || filter.operator !== "eq") return sql<SqlBool>`1 = 0`;
    return sql<SqlBool>`${ref} = ${filter.value ? 1 : 0}`;
  }
  const value = typeof filter.value === "string" ? filter.value : String(filter.value);
  if (filter.operator === "co") return containsText(target.column, value);
  if (filter.operator === "sw") return startsWithText(target.column, value);
  return target.caseExact ? sql<SqlBool>`${ref} = ${value}` : sql<SqlBool>`lower(${ref}) = lower(${value})`;
}

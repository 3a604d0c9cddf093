import { readFileSync } from "node:fs";

/**
 * db/schema.ts read as data: which tables the `Database` interface names and, for each, its
 * columns with nullability and the families of database types its TypeScript type allows. A small
 * parser of the one shape schema.ts uses (interfaces of `name: type;` members, type aliases of
 * string literals, `Generated<T>`), so the drift test needs no runtime copy of the schema.
 */

export type TypeFamily = "text" | "number" | "boolean" | "timestamp";

export interface DeclaredColumn {
  name: string;
  nullable: boolean;
  /** The database type families this column's TypeScript type accepts. */
  families: TypeFamily[];
  typeText: string;
}

export type DeclaredTables = Map<string, DeclaredColumn[]>;

/** TypeScript type → the families a column of that type may have on SQLite or PostgreSQL. */
const FAMILIES_OF_TS_TYPE: Record<string, TypeFamily[]> = {
  string: ["text"],
  number: ["number"],
  // Flags are 0/1 integers (docs/decisions/0002); better-auth's own flags are booleans on PostgreSQL.
  boolean: ["boolean", "number"],
  Date: ["timestamp"],
};

function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/[^\n]*/g, "");
}

function bodiesOf(source: string, keyword: "interface"): Map<string, string> {
  const bodies = new Map<string, string>();
  for (const match of source.matchAll(new RegExp(`${keyword}\\s+(\\w+)\\s*\\{([^}]*)\\}`, "g"))) {
    bodies.set(match[1], match[2]);
  }
  return bodies;
}

function typeAliasesOf(source: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of source.matchAll(/type\s+(\w+)\s*=\s*([^;]+);/g)) aliases.set(match[1], match[2].trim());
  return aliases;
}

function membersOf(body: string): Array<{ name: string; typeText: string }> {
  return body
    .split(";")
    .map((member) => member.trim())
    .filter(Boolean)
    .map((member) => {
      const match = /^["']?(\w+)["']?\??\s*:\s*([\s\S]+)$/.exec(member);
      if (!match) throw new Error(`db/schema.ts: cannot read the member "${member}"`);
      return { name: match[1], typeText: match[2].replace(/\s+/g, " ").trim() };
    });
}

function describeColumn(name: string, typeText: string, aliases: Map<string, string>): DeclaredColumn {
  let nullable = false;
  const families = new Set<TypeFamily>();
  const visit = (text: string) => {
    const generated = /^Generated<(.+)>$/.exec(text);
    if (generated) return visit(generated[1].trim());
    for (const rawPart of text.split("|")) {
      const part = rawPart.trim();
      if (part === "") continue;
      if (part === "null") nullable = true;
      else if (/^(["']).*\1$/.test(part)) families.add("text");
      else if (/^\d+$/.test(part)) families.add("number");
      else if (FAMILIES_OF_TS_TYPE[part]) for (const family of FAMILIES_OF_TS_TYPE[part]) families.add(family);
      else if (aliases.has(part)) visit(aliases.get(part)!);
      else throw new Error(`db/schema.ts: column ${name} has a type this test does not know: ${part}`);
    }
  };
  visit(typeText);
  return { name, nullable, families: [...families].sort(), typeText };
}

export function readDeclaredTables(schemaFile: string): DeclaredTables {
  const source = withoutComments(readFileSync(schemaFile, "utf8"));
  const interfaces = bodiesOf(source, "interface");
  const aliases = typeAliasesOf(source);
  const database = interfaces.get("Database");
  if (!database) throw new Error("db/schema.ts has no Database interface");
  const tables: DeclaredTables = new Map();
  for (const { name: tableName, typeText: interfaceName } of membersOf(database)) {
    const body = interfaces.get(interfaceName);
    if (body === undefined) throw new Error(`db/schema.ts: table ${tableName} names ${interfaceName}, not found`);
    tables.set(
      tableName,
      membersOf(body).map(({ name, typeText }) => describeColumn(name, typeText, aliases)),
    );
  }
  return tables;
}

/** A database column type (as introspected on SQLite or PostgreSQL) → its family, or null if unknown. */
export function familyOfDatabaseType(dataType: string): TypeFamily | null {
  const type = dataType.toLowerCase();
  if (/^(text|varchar|character varying|char|character|bpchar|uuid|json|jsonb)\b/.test(type)) return "text";
  if (/^(integer|int|int2|int4|int8|bigint|smallint|real|double precision|float4|float8|numeric|decimal)\b/.test(type))
    return "number";
  if (/^(bool|boolean)$/.test(type)) return "boolean";
  if (/^(date|datetime|timestamp|timestamptz|timestamp with(out)? time zone)\b/.test(type)) return "timestamp";
  return null;
}

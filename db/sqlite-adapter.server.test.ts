import { DatabaseSync } from "node:sqlite";
import { describe, expect, it } from "vitest";
import { adaptNodeSqlite } from "./sqlite-adapter.server";

describe("the node:sqlite adapter's statement cache", () => {
  it("prepares a SQL text once and reuses the statement, with fresh parameters each time", () => {
    const database = adaptNodeSqlite(new DatabaseSync(":memory:"));
    database.prepare("create table t (id integer primary key, name text)").run([]);
    const insert = database.prepare("insert into t (name) values (?)");
    expect(database.prepare("insert into t (name) values (?)")).toBe(insert);
    insert.run(["Thandi"]);
    database.prepare("insert into t (name) values (?)").run(["Sipho"]);
    const select = "select name from t where id = ?";
    expect(database.prepare(select).all([1])).toEqual([{ name: "Thandi" }]);
    expect(database.prepare(select).all([2])).toEqual([{ name: "Sipho" }]);
    expect(database.prepare(select).reader).toBe(true);
    expect(insert.reader).toBe(false);
    database.close();
  });

  it("keeps the most recently used statements and prepares an evicted one again", () => {
    const database = adaptNodeSqlite(new DatabaseSync(":memory:"), 2);
    const first = database.prepare("select 1 as n");
    const second = database.prepare("select 2 as n");
    expect(database.prepare("select 1 as n")).toBe(first); // now the most recent
    database.prepare("select 3 as n"); // evicts "select 2"
    expect(database.prepare("select 1 as n")).toBe(first);
    expect(database.prepare("select 2 as n")).not.toBe(second);
    database.close();
  });

  it("answers correctly after the schema changes under a kept statement", () => {
    const database = adaptNodeSqlite(new DatabaseSync(":memory:"));
    database.prepare("create table t (a integer)").run([]);
    database.prepare("insert into t values (1)").run([]);
    expect(database.prepare("select * from t").all([])).toEqual([{ a: 1 }]);
    database.prepare("alter table t add column b text default 'x'").run([]);
    expect(database.prepare("select * from t").all([])).toEqual([{ a: 1, b: "x" }]);
    database.close();
  });
});

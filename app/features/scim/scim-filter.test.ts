import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isTooBroad, parseScimFilter } from "./scim-filter";
import { USER_FILTER_ATTRIBUTES } from "./scim-protocol";
import { applyUserPatch, userFieldsFromResource } from "./scim-user-fields";

const parse = (filter: string) => parseScimFilter(filter, USER_FILTER_ATTRIBUTES);

describe("SCIM filters", () => {
  it("reads the comparisons providers send, without case in names and operators", () => {
    expect(parse('userName eq "ann@example.test"')).toEqual({
      ok: true,
      filter: { kind: "compare", attribute: "userName", operator: "eq", value: "ann@example.test" },
    });
    expect(parse('USERNAME EQ "x"').ok).toBe(true);
    expect(parse('emails[type eq "work"].value eq "x"')).toMatchObject({ filter: { attribute: "emails.value" } });
    expect(parse('urn:ietf:params:scim:schemas:core:2.0:User:userName sw "a"')).toMatchObject({
      filter: { attribute: "userName", operator: "sw" },
    });
    expect(parse('externalId eq "1" and (userName co "a" or displayName sw "b")')).toMatchObject({
      filter: { kind: "and", right: { kind: "or" } },
    });
    expect(parse("active eq false")).toMatchObject({ filter: { value: false } });
    expect(parse('userName eq "quote \\" inside"')).toMatchObject({ filter: { value: 'quote " inside' } });
  });

  it("refuses what it does not support as invalidFilter", () => {
    for (const filter of [
      "",
      "userName",
      'userName eq "x" and',
      'password eq "x"',
      'userName gt "x"',
      "userName eq 1",
      'emails[type eq "home"].value eq "x"',
      'not (userName eq "x")',
      `userName eq "${"x".repeat(1_001)}"`,
      Array.from({ length: 11 }, () => 'userName eq "x"').join(" or "),
    ]) {
      expect(parse(filter), filter.slice(0, 40)).toMatchObject({ ok: false, scimType: "invalidFilter" });
    }
  });

  it("knows a filter that matches everything", () => {
    const broad = parse('userName co ""');
    expect(broad.ok && isTooBroad(broad.filter)).toBe(true);
    const narrow = parse('userName co "" and externalId eq "1"');
    expect(narrow.ok && isTooBroad(narrow.filter)).toBe(false);
  });

  it("never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (filter) => {
        const result = parse(filter);
        expect(typeof result.ok).toBe("boolean");
      }),
      { numRuns: 500, seed: 20261129 },
    );
  });
});

describe("SCIM user bodies", () => {
  const base = userFieldsFromResource({ userName: "Ann@Example.test", active: true });

  it("takes the work address from emails, or a userName that is an address", () => {
    expect(base).toMatchObject({ ok: true, fields: { email: "ann@example.test" } });
    const chosen = userFieldsFromResource({
      userName: "ann",
      emails: [
        { value: "home@example.test", type: "home" },
        { value: "Work@Example.test", type: "work" },
      ],
    });
    expect(chosen).toMatchObject({ ok: true, fields: { email: "work@example.test" } });
    expect(userFieldsFromResource({ userName: "ann" })).toMatchObject({ ok: false, scimType: "invalidValue" });
  });

  it("applies Entra ID's and Okta's PATCH forms", () => {
    if (!base.ok) throw new Error("base");
    const patched = applyUserPatch(base.fields, {
      Operations: [
        { op: "Replace", path: "active", value: "False" },
        {
          op: "Add",
          value: {
            "name.givenName": "Ann",
            "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User:department": "X",
          },
        },
        { op: "replace", path: "name.familyName", value: "Dlamini" },
      ],
    });
    expect(patched).toMatchObject({ ok: true, fields: { active: false, givenName: "Ann", familyName: "Dlamini" } });
    expect(applyUserPatch(base.fields, { Operations: [{ op: "remove", path: "userName" }] })).toMatchObject({
      ok: false,
      scimType: "mutability",
    });
    expect(
      applyUserPatch(base.fields, { Operations: [{ op: "replace", path: "active", value: "maybe" }] }),
    ).toMatchObject({
      ok: false,
      scimType: "invalidValue",
    });
  });
});

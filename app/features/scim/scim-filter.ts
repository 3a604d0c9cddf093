/**
 * SCIM filters (RFC 7644 section 3.4.2.2), the part identity providers send: `attr op "value"`
 * with eq, co, sw (and pr), joined by and/or, with parentheses. Attribute names and operators are
 * compared without case, as the RFC says; a schema URN before the attribute is allowed. Anything
 * else (an unknown attribute, another operator, a number, a bad quote) is refused, so the caller
 * answers 400 invalidFilter rather than guessing (decision 0102-scim-provisioning).
 */
type ScimFilterOperator = "eq" | "co" | "sw" | "pr";

export type ScimFilter =
  | { kind: "compare"; attribute: string; operator: ScimFilterOperator; value: string | boolean | null }
  | { kind: "and" | "or"; left: ScimFilter; right: ScimFilter };

export type ScimFilterResult =
  | { ok: true; filter: ScimFilter }
  | { ok: false; scimType: "invalidFilter" | "tooMany"; detail: string };

/** A filter longer than this, or with more comparisons, is refused: no provider sends one. */
const MAX_FILTER_LENGTH = 1_000;
const MAX_COMPARISONS = 10;

const USER_SCHEMA_PREFIX = "urn:ietf:params:scim:schemas:core:2.0:user:";
const GROUP_SCHEMA_PREFIX = "urn:ietf:params:scim:schemas:core:2.0:group:";

type Token =
  | { type: "word"; text: string }
  | { type: "string"; text: string }
  | { type: "open" }
  | { type: "close" }
  | { type: "bracket"; text: string };

class FilterError extends Error {}

function tokenize(input: string): Token[] {
  const tokens: Token[] = [];
  let index = 0;
  while (index < input.length) {
    const character = input[index] as string;
    if (/\s/.test(character)) {
      index += 1;
    } else if (character === "(") {
      tokens.push({ type: "open" });
      index += 1;
    } else if (character === ")") {
      tokens.push({ type: "close" });
      index += 1;
    } else if (character === '"') {
      let end = index + 1;
      while (end < input.length && input[end] !== '"') end += input[end] === "\\" ? 2 : 1;
      if (end >= input.length) throw new FilterError("A quoted value is not closed.");
      try {
        tokens.push({ type: "string", text: JSON.parse(input.slice(index, end + 1)) as string });
      } catch {
        throw new FilterError("A quoted value has an escape JSON does not allow.");
      }
      index = end + 1;
    } else {
      // An attribute path may hold a value filter in brackets: emails[type eq "work"].value
      let end = index;
      let depth = 0;
      while (end < input.length) {
        const next = input[end] as string;
        if (next === "[") depth += 1;
        else if (next === "]") depth -= 1;
        else if (depth === 0 && (/\s/.test(next) || next === "(" || next === ")")) break;
        else if (depth === 0 && next === '"') break;
        if (depth < 0) throw new FilterError("A ] has no [.");
        end += 1;
      }
      if (depth !== 0) throw new FilterError("A [ is not closed.");
      const text = input.slice(index, end);
      tokens.push(text.includes("[") ? { type: "bracket", text } : { type: "word", text });
      index = end;
    }
  }
  return tokens;
}

/**
 * The attribute as the caller names it, checked against those the resource supports, or an error.
 * `attributes` maps a lower-cased path to its canonical name.
 */
function canonicalAttribute(raw: string, attributes: ReadonlyMap<string, string>): string {
  let path = raw.toLowerCase();
  if (path.startsWith(USER_SCHEMA_PREFIX)) path = path.slice(USER_SCHEMA_PREFIX.length);
  else if (path.startsWith(GROUP_SCHEMA_PREFIX)) path = path.slice(GROUP_SCHEMA_PREFIX.length);
  // emails[type eq "work"].value and members[value eq "x"]: the one value filter providers send.
  const bracket = /^([a-z]+)\[\s*type\s+eq\s+"work"\s*\]\.value$/.exec(path);
  if (bracket) path = `${bracket[1]}.value`;
  const canonical = attributes.get(path);
  if (!canonical) throw new FilterError(`Filtering on "${raw}" is not supported.`);
  return canonical;
}

export function parseScimFilter(input: string, attributes: ReadonlyMap<string, string>): ScimFilterResult {
  if (input.length > MAX_FILTER_LENGTH) {
    return {
      ok: false,
      scimType: "invalidFilter",
      detail: `The filter is longer than ${MAX_FILTER_LENGTH} characters.`,
    };
  }
  try {
    const tokens = tokenize(input);
    let position = 0;
    let comparisons = 0;
    const peek = () => tokens[position];
    const isWord = (token: Token | undefined, word: string): boolean =>
      token?.type === "word" && token.text.toLowerCase() === word;

    const parseOr = (): ScimFilter => {
      let left = parseAnd();
      while (isWord(peek(), "or")) {
        position += 1;
        left = { kind: "or", left, right: parseAnd() };
      }
      return left;
    };
    const parseAnd = (): ScimFilter => {
      let left = parseTerm();
      while (isWord(peek(), "and")) {
        position += 1;
        left = { kind: "and", left, right: parseTerm() };
      }
      return left;
    };
    const parseTerm = (): ScimFilter => {
      const token = peek();
      if (!token) throw new FilterError("The filter ends where a comparison was expected.");
      if (token.type === "open") {
        position += 1;
        const inner = parseOr();
        if (peek()?.type !== "close") throw new FilterError("A ( is not closed.");
        position += 1;
        return inner;
      }
      if (isWord(token, "not")) throw new FilterError('"not" is not supported in filters.');
      if (token.type !== "word" && token.type !== "bracket") {
        throw new FilterError("A comparison must start with an attribute name.");
      }
      position += 1;
      comparisons += 1;
      if (comparisons > MAX_COMPARISONS)
        throw new FilterError(`A filter may hold at most ${MAX_COMPARISONS} comparisons.`);
      const attribute = canonicalAttribute(token.text, attributes);
      const operatorToken = peek();
      if (operatorToken?.type !== "word") throw new FilterError(`"${token.text}" is not followed by an operator.`);
      const operator = operatorToken.text.toLowerCase();
      position += 1;
      if (operator === "pr") return { kind: "compare", attribute, operator: "pr", value: null };
      if (operator !== "eq" && operator !== "co" && operator !== "sw") {
        throw new FilterError(`The operator "${operatorToken.text}" is not supported: use eq, co, sw or pr.`);
      }
      const valueToken = peek();
      position += 1;
      if (valueToken?.type === "string") return { kind: "compare", attribute, operator, value: valueToken.text };
      if (valueToken?.type === "word" && operator === "eq" && /^(true|false)$/i.test(valueToken.text)) {
        return { kind: "compare", attribute, operator, value: valueToken.text.toLowerCase() === "true" };
      }
      throw new FilterError(`The value after "${operatorToken.text}" must be a quoted string.`);
    };

    const filter = parseOr();
    if (position < tokens.length) throw new FilterError("The filter has more after a complete comparison.");
    return { ok: true, filter };
  } catch (error) {
    if (error instanceof FilterError) return { ok: false, scimType: "invalidFilter", detail: error.message };
    throw error;
  }
}

/** True when some comparison of the filter matches every row (co "" or sw ""): refused as too broad. */
export function isTooBroad(filter: ScimFilter): boolean {
  if (filter.kind !== "compare") {
    return filter.kind === "or"
      ? isTooBroad(filter.left) || isTooBroad(filter.right)
      : isTooBroad(filter.left) && isTooBroad(filter.right);
  }
  return (filter.operator === "co" || filter.operator === "sw") && filter.value === "";
}

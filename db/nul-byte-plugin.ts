import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  ValueNode,
} from "kysely";

/**
 * PostgreSQL text cannot hold U+0000: a bound string with a NUL byte makes the whole statement
 * fail ("invalid byte sequence for encoding UTF8: 0x00"), where SQLite simply finds no row. Bodies
 * with NUL bytes are refused by the request parser (app/lib/request-body.server.ts) and URLs with
 * %00 by the HTTP edge; this is the last line behind both, for a route param or search param that
 * reaches SQL some other way: every NUL in a bound string becomes U+FFFD (what a decoder makes of
 * bytes it cannot represent) on both databases alike, so `/verify/%00` is simply not found.
 */
const NUL = "\u0000";
const REPLACEMENT = "\uFFFD";

function withoutNul(value: unknown): unknown {
  return typeof value === "string" && value.includes(NUL) ? value.replaceAll(NUL, REPLACEMENT) : value;
}

class NulByteTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    const value = withoutNul(node.value);
    if (value === node.value) return node;
    return node.immediate ? ValueNode.createImmediate(value) : ValueNode.create(value);
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    if (!node.values.some((value) => typeof value === "string" && value.includes(NUL))) return node;
    return PrimitiveValueListNode.create(node.values.map(withoutNul));
  }
}

export class NulBytePlugin implements KyselyPlugin {
  readonly #transformer = new NulByteTransformer();

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node, args.queryId);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

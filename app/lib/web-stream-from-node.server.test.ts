import { PassThrough, Readable } from "node:stream";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { webStreamFromNode } from "./web-stream-from-node.server";

const uncaught: unknown[] = [];
const record = (error: unknown) => uncaught.push(error);
beforeEach(() => {
  uncaught.length = 0;
  process.on("uncaughtException", record);
});
afterEach(() => {
  process.off("uncaughtException", record);
});

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe("webStreamFromNode", () => {
  it("survives a reader that cancels with an error (as busboy does on a part header it cannot read)", async () => {
    const source = new PassThrough();
    source.write("part of a body");
    const stream = webStreamFromNode(source);
    await stream.cancel(new Error("Malformed part header"));
    await settled();
    expect(source.destroyed).toBe(true);
    expect(uncaught).toEqual([]);
  });

  it("survives a Node reader (Readable.fromWeb, destroyed with an error) stopping part way", async () => {
    const source = new PassThrough();
    const reader = Readable.fromWeb(webStreamFromNode(source) as never);
    reader.on("error", () => {});
    source.write("x");
    reader.destroy(new Error("the route stopped reading"));
    await settled();
    expect(uncaught).toEqual([]);
  });

  it("still hands an error of the source to the reader", async () => {
    const source = new PassThrough();
    const stream = webStreamFromNode(source);
    source.destroy(new Error("cut off"));
    await expect(stream.getReader().read()).rejects.toThrow("cut off");
    expect(uncaught).toEqual([]);
  });
});

import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every Node stream turned into a web stream in the request path goes through webStreamFromNode
 * (app/lib/web-stream-from-node.server.ts), which keeps an 'error' listener for the stream's life:
 * @react-router/node's createReadableStreamFromReadable on its own drops it when a reader cancels
 * with a reason, and the 'error' that follows ends the process. And a Node stream piped into another
 * has a listener on the destination, or the destination's 'error' ends the process the same way.
 */

const root = path.resolve(import.meta.dirname, "../..");
const HELPER = "app/lib/web-stream-from-node.server.ts";

function sourceFiles(folder: string): string[] {
  return (fs.readdirSync(path.join(root, folder), { recursive: true }) as string[])
    .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => path.join(folder, file).split(path.sep).join("/"));
}

const files = [...sourceFiles("app"), ...sourceFiles("server")];

describe("Node streams in the request path", () => {
  it("become web streams only through webStreamFromNode", () => {
    const direct = files.filter(
      (file) =>
        file !== HELPER && fs.readFileSync(path.join(root, file), "utf8").includes("createReadableStreamFromReadable"),
    );
    expect(direct).toEqual([]);
  });

  it("are piped (.pipe) only into a destination given an 'error' listener in the same file", () => {
    const unheard = files.filter((file) => {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      const pipes = [...text.matchAll(/\.pipe\(\s*([\w.]+)\s*\)/g)].map((match) => match[1]);
      // zod's .pipe(schema) is not a stream: only destinations that are plain names count.
      return pipes.some(
        (destination) =>
          !destination.startsWith("z.") &&
          /^[a-z]\w*$/.test(destination) &&
          !new RegExp(`(?:${destination}\\.(?:on|once)\\(\\s*"error"|webStreamFromNode\\(\\s*${destination}\\b)`).test(
            text,
          ),
      );
    });
    expect(unheard).toEqual([]);
  });
});

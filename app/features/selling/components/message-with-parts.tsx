import { Fragment, type ReactNode } from "react";

const MARK = "\u0001";

/** The value to give a message's placeholder that a part (a link) fills: `slot("signIn")`. */
export function slot(name: string): string {
  return `${MARK}${name}${MARK}`;
}

/**
 * A translated sentence with a link inside it: the message is written whole (its words around the
 * link are in the right order for each language), then the marked placeholder is replaced by the
 * element, so no sentence is built from translated pieces.
 */
export function MessageWithParts({ text, parts }: { text: string; parts: Record<string, ReactNode> }) {
  const pieces = text.split(new RegExp(`${MARK}(\\w+)${MARK}`));
  return (
    <>
      {pieces.map((piece, index) => (
        // The pieces never move: their position is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed order
        <Fragment key={index}>{index % 2 === 1 ? parts[piece] : piece}</Fragment>
      ))}
    </>
  );
}

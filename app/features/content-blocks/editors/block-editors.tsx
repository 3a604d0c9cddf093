import { type ComponentType, lazy } from "react";
import type { BlockContentByType, BlockType } from "../block-types";
import type { BlockEditorProps } from "./editor-props";

type EditorRegistry = { [Type in BlockType]: ComponentType<BlockEditorProps<BlockContentByType[Type]>> };

/**
 * The registry's editor half: one lazily loaded editor per type, so the TipTap chunk is fetched
 * only when a text block is edited and never reaches public pages.
 */
export const BLOCK_EDITORS: EditorRegistry = {
  text: lazy(() => import("./text-editor")),
  video: lazy(() => import("./video-editor")),
  quiz: lazy(() => import("./quiz-editor")),
  survey: lazy(() => import("./survey-editor")),
  pdf: lazy(() => import("./file-editor").then((module) => ({ default: module.PdfBlockEditor }))),
  audio: lazy(() => import("./file-editor").then((module) => ({ default: module.AudioBlockEditor }))),
  powerpoint: lazy(() => import("./file-editor").then((module) => ({ default: module.PowerpointBlockEditor }))),
  assignment: lazy(() => import("./assignment-editor")),
  package: lazy(() => import("./package-editor")),
  cmi5: lazy(() => import("./cmi5-editor")),
};

import type { ComponentType } from "react";
import lean from "~/components/lean-layout.module.css";
import { AssignmentViewer } from "./assignment-viewer";
import { AudioViewer } from "./audio-viewer";
import { BankQuizViewer } from "./bank-quiz-viewer";
import type { ViewerBlockOf } from "./block-viewer-props";
import { Cmi5Viewer } from "./cmi5-viewer";
import * as m from "./messages";
import { PackageViewer } from "./package-viewer";
import { PdfViewer } from "./pdf-viewer";
import { PowerpointViewer } from "./powerpoint-viewer";
import { QuizViewer } from "./quiz-viewer";
import { SurveyViewer } from "./survey-viewer";
import { TextViewer } from "./text-viewer";
import { UnknownBlockViewer } from "./unknown-block-viewer";
import { VideoViewer } from "./video-viewer";
import type { ViewerBlock, ViewerBlockType } from "./viewer-blocks";

/** The viewer registry: one read-only component per block type (the editors are ../editors). */
export const BLOCK_VIEWERS: { [Type in ViewerBlockType]: ComponentType<{ block: ViewerBlockOf<Type> }> } = {
  text: TextViewer,
  video: VideoViewer,
  quiz: QuizViewer,
  "bank-quiz": BankQuizViewer,
  survey: SurveyViewer,
  pdf: PdfViewer,
  audio: AudioViewer,
  powerpoint: PowerpointViewer,
  assignment: AssignmentViewer,
  package: PackageViewer,
  cmi5: Cmi5Viewer,
  unknown: UnknownBlockViewer,
};

/** Blocks the student answers stand apart in a frame, headed by their title or their kind. */
const ANSWERED_BLOCK_HEADINGS: Partial<Record<ViewerBlockType, () => string>> = {
  quiz: m.quizHeading,
  "bank-quiz": m.quizHeading,
  survey: m.surveyHeading,
  assignment: m.assignmentHeading,
};

/** One content block of a lesson, read-only, under its title when it has one. */
export function BlockViewer({ block }: { block: ViewerBlock }) {
  const Viewer = BLOCK_VIEWERS[block.type] as ComponentType<{ block: ViewerBlock }>;
  const defaultHeading = ANSWERED_BLOCK_HEADINGS[block.type]?.();
  const heading = block.title || defaultHeading;
  // Plain elements: a lesson's blocks are most of its markup (decision 0124-course-html).
  const content = (
    <div className={lean.stackSm}>
      {heading ? <h2 className={lean.h4}>{heading}</h2> : null}
      <Viewer block={block} />
    </div>
  );
  if (defaultHeading) {
    return (
      <section className={lean.frame} aria-label={heading}>
        {content}
      </section>
    );
  }
  return <section aria-label={block.title || undefined}>{content}</section>;
}

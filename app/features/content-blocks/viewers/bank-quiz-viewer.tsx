import { BankQuizPlayer } from "~/features/assessment/components/bank-quiz-player";
import type { ViewerBlockOf } from "./block-viewer-props";

/** A quiz drawn from the question bank: assessment's player (decision 0090). */
export function BankQuizViewer({ block }: { block: ViewerBlockOf<"bank-quiz"> }) {
  return <BankQuizPlayer blockId={block.id} quiz={block.quiz} />;
}

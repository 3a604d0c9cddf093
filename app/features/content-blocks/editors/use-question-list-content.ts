import { useState } from "react";
import { setUnsavedWork, useUnsavedWorkKey } from "~/lib/unsaved-work";
import { useDebouncedSave } from "~/lib/use-debounced-save";
import { type BlockType, blockContentErrors } from "../block-types";

interface QuestionList<Question> {
  questions: Question[];
}

/**
 * The shared state of the quiz and survey editors: the content as edited, the messages of what would
 * not be valid (shown, and not sent: it counts as unsaved work, so leaving asks), and the save —
 * after a pause for typing, at once otherwise.
 */
export function useQuestionListContent<Question, Content extends QuestionList<Question>>(
  type: BlockType,
  initial: Content,
  onSave: (content: Content) => void,
) {
  const [content, setContent] = useState<Content>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const workKey = useUnsavedWorkKey();
  const save = useDebouncedSave<Content>((next) => {
    const found = blockContentErrors(type, next);
    if (found) {
      setErrors(found);
      setUnsavedWork(workKey, "unsaved");
      return;
    }
    setErrors({});
    setUnsavedWork(workKey, null);
    onSave(next);
  });

  const change = (next: Content, timing: "later" | "now") => {
    setContent(next);
    save[timing](next);
  };
  const updateQuestion = (index: number, question: Question, timing: "later" | "now") =>
    change(
      { ...content, questions: content.questions.map((current, at) => (at === index ? question : current)) },
      timing,
    );

  return { content, errors, change, updateQuestion, flushSave: save.flush };
}

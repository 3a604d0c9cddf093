import { Stack, Text } from "@mantine/core";
import { formatNumber } from "~/lib/i18n/format";
import {
  newSurveyChoice,
  newSurveyQuestion,
  type SurveyContent,
  type SurveyQuestion,
  type SurveyQuestionKind,
} from "../block-types";
import type { BlockEditorProps } from "./editor-props";
import { LabelledChoice } from "./labelled-choice";
import * as m from "./messages";
import { AddItemButton, AnswerItemRow, QuestionCard, QuestionListFrame, withItemText } from "./question-list-parts";
import { useQuestionListContent } from "./use-question-list-content";

/** Survey questions answered by choosing or by free text; there is no correct answer. */
export default function SurveyBlockEditor({ label, content, onSave }: BlockEditorProps<SurveyContent>) {
  const {
    content: survey,
    errors,
    change,
    updateQuestion,
    flushSave,
  } = useQuestionListContent<SurveyQuestion, SurveyContent>("survey", content, onSave);

  return (
    <QuestionListFrame
      emptyText={m.surveyNoQuestionsYet()}
      questionCount={survey.questions.length}
      onAddQuestion={() => change({ questions: [...survey.questions, newSurveyQuestion()] }, "now")}
    >
      {survey.questions.map((question, questionIndex) => (
        <SurveyQuestionEditor
          key={question.id}
          question={question}
          questionNumber={questionIndex + 1}
          surveyLabel={label}
          errorFor={(path) => errors[`questions.${questionIndex}${path}`]}
          onChange={(next, timing) => updateQuestion(questionIndex, next, timing)}
          onRemove={() => change({ questions: survey.questions.filter((_, at) => at !== questionIndex) }, "now")}
          onBlur={flushSave}
        />
      ))}
    </QuestionListFrame>
  );
}

interface SurveyQuestionEditorProps {
  question: SurveyQuestion;
  questionNumber: number;
  surveyLabel: string;
  errorFor: (path: string) => string | undefined;
  onChange: (question: SurveyQuestion, timing: "later" | "now") => void;
  onRemove: () => void;
  onBlur: () => void;
}

function SurveyQuestionEditor({
  question,
  questionNumber,
  surveyLabel,
  errorFor,
  onChange,
  onRemove,
  onBlur,
}: SurveyQuestionEditorProps) {
  const changeChoices = (choices: SurveyQuestion["choices"], timing: "later" | "now") =>
    onChange({ ...question, choices }, timing);
  const changeKind = (kind: SurveyQuestionKind) =>
    onChange(
      {
        ...question,
        kind,
        choices:
          kind === "choice" && question.choices.length < 2
            ? [newSurveyChoice(1), newSurveyChoice(2)]
            : question.choices,
      },
      "now",
    );
  return (
    <QuestionCard
      questionNumber={questionNumber}
      blockLabel={surveyLabel}
      text={question.question}
      error={errorFor(".question")}
      onTextChange={(text) => onChange({ ...question, question: text }, "later")}
      onBlur={onBlur}
      onRemove={onRemove}
    >
      <LabelledChoice
        label={m.answeredBy()}
        value={question.kind}
        options={[
          { value: "choice", label: m.choosing() },
          { value: "text", label: m.freeText() },
        ]}
        onChange={changeKind}
      />
      {question.kind === "choice" ? (
        <Stack gap={6}>
          {question.choices.map((choice, choiceIndex) => (
            <AnswerItemRow
              key={choice.id}
              label={m.choiceNumber({ number: formatNumber(choiceIndex + 1) })}
              text={choice.text}
              error={errorFor(`.choices.${choiceIndex}.text`)}
              onTextChange={(text) => changeChoices(withItemText(question.choices, choice.id, text), "later")}
              onBlur={onBlur}
              removeLabel={m.removeChoiceOf({
                choice: formatNumber(choiceIndex + 1),
                question: formatNumber(questionNumber),
              })}
              canRemove={question.choices.length > 2}
              onRemove={() =>
                changeChoices(
                  question.choices.filter((current) => current.id !== choice.id),
                  "now",
                )
              }
            />
          ))}
          {errorFor(".choices") ? (
            <Text size="sm" c="red.9">
              {errorFor(".choices")}
            </Text>
          ) : null}
          <AddItemButton
            label={m.addChoice()}
            ariaLabel={m.addChoiceTo({ number: formatNumber(questionNumber) })}
            canAdd={question.choices.length < 20}
            onAdd={() => changeChoices([...question.choices, newSurveyChoice(question.choices.length + 1)], "now")}
          />
        </Stack>
      ) : (
        <Text size="sm" c="dimmed">
          {m.studentsAnswerTheirOwnWords()}
        </Text>
      )}
    </QuestionCard>
  );
}

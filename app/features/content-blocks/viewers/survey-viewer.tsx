import { Alert, Radio, Stack, Text, Textarea } from "@mantine/core";
import { AnswersForm, useBlockAnswers } from "./answers-form";
import type { ViewerBlockOf } from "./block-viewer-props";
import * as m from "./messages";
import { LEARNING_INTENTS, MAX_SURVEY_TEXT_ANSWER, surveyAnswerField } from "./viewer-blocks";

/** Survey questions with no right answer; the answers are stored once per student and can be changed. */
export function SurveyViewer({ block }: { block: ViewerBlockOf<"survey"> }) {
  const answers = useBlockAnswers("survey", block.id);
  const { response, errors } = answers;
  const savedAnswers = response && "savedAnswers" in response ? response.savedAnswers : block.savedAnswers;
  const justSaved = response !== null && "savedAnswers" in response;

  if (block.content.questions.length === 0) return <Text c="dimmed">{m.surveyNoQuestionsYet()}</Text>;

  return (
    <AnswersForm
      answers={answers}
      intent={LEARNING_INTENTS.saveSurvey}
      blockId={block.id}
      findUnanswered={(formData) => {
        const missing: Record<string, string> = {};
        for (const question of block.content.questions) {
          const value = String(formData.get(surveyAnswerField(question.id)) ?? "").trim();
          if (!value) {
            missing[question.id] = question.kind === "choice" ? m.chooseOneAnswers() : m.writeAnswerQuestion();
          }
        }
        return missing;
      }}
      submitLabel={savedAnswers ? m.updateAnswers() : m.submitAnswers()}
    >
      {block.content.questions.map((question, index) => {
        const label = `${index + 1}. ${question.question}`;
        const name = surveyAnswerField(question.id);
        const clear = () => answers.clearError(question.id);
        if (question.kind === "choice") {
          return (
            <Radio.Group
              key={question.id}
              label={label}
              name={name}
              defaultValue={savedAnswers?.[question.id]}
              error={errors[question.id]}
              onChange={clear}
            >
              <Stack gap={6} mt="xs">
                {question.choices.map((choice) => (
                  <Radio key={choice.id} value={choice.id} label={choice.text} />
                ))}
              </Stack>
            </Radio.Group>
          );
        }
        return (
          <Textarea
            key={question.id}
            label={label}
            name={name}
            autosize
            minRows={3}
            maxLength={MAX_SURVEY_TEXT_ANSWER}
            defaultValue={savedAnswers?.[question.id] ?? ""}
            error={errors[question.id]}
            onChange={clear}
          />
        );
      })}
      {justSaved ? (
        <Alert color="teal" variant="light" role="status" title={m.thankYou()}>
          {m.answersHaveBeenSaved()}
        </Alert>
      ) : savedAnswers ? (
        <Text size="sm" c="dimmed">
          {m.youHaveAnsweredSurveyYou()}
        </Text>
      ) : null}
    </AnswersForm>
  );
}

import { Stack, Text, TextInput, Typography } from "@mantine/core";
import { contentLanguageName as courseLanguageName } from "~/components/content-language";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import type { Locale } from "~/lib/i18n/locales";
import { SAVE_BLOCK_TRANSLATION_INTENT } from "../course-translations.schema";
import { optionField, questionField, type TranslatableContent } from "../translatable-content";
import type { BlockItem } from "../translation-editor.server";
import * as m from "./messages";
import { TranslationItemForm } from "./translation-item-form";

/** One content block's original beside its translation fields: text, questions and options, or the title only. */
interface BlockTranslationFormProps {
  block: BlockItem;
  locale: Locale;
  /** The block's place in its lesson, naming a block without a title. */
  number: number;
  lessonTitle: string;
}

export function BlockTranslationForm({ block, locale, number, lessonTitle }: BlockTranslationFormProps) {
  const language = courseLanguageName(locale);
  const heading = block.title || m.untitledBlock({ number: String(number) });
  const translated = block.translation?.content;
  return (
    <TranslationItemForm
      label={m.blockRegion({ lesson: lessonTitle, block: heading })}
      heading={heading}
      intent={SAVE_BLOCK_TRANSLATION_INTENT}
      locale={locale}
      itemFields={{ blockId: block.id }}
      version={block.translation?.version ?? 0}
      status={!block.translation ? "missing" : block.translation.isOutdated ? "outdated" : "translated"}
      original={<OriginalContent content={block.original} />}
    >
      <TextInput
        name="title"
        label={m.titleIn({ language })}
        defaultValue={block.translation?.title ?? ""}
        required={block.title !== ""}
        maxLength={300}
      />
      {block.original.kind === "text" ? (
        <LazyRichTextField
          name="html"
          label={m.textIn({ language })}
          defaultValue={translated?.kind === "text" ? translated.html : ""}
        />
      ) : null}
      {block.original.kind === "questions"
        ? block.original.questions.map((question, index) => {
            const current =
              translated?.kind === "questions"
                ? translated.questions.find((item) => item.id === question.id)
                : undefined;
            return (
              <Stack key={question.id} gap="xs" pl="sm">
                <TextInput
                  name={questionField(question.id)}
                  label={m.questionIn({ number: String(index + 1), language })}
                  description={question.question}
                  defaultValue={current?.question ?? ""}
                  required
                  maxLength={1000}
                />
                {question.options.map((option, optionIndex) => (
                  <TextInput
                    key={option.id}
                    name={optionField(question.id, option.id)}
                    label={m.optionIn({ number: String(optionIndex + 1), question: String(index + 1), language })}
                    description={option.text}
                    defaultValue={current?.options.find((item) => item.id === option.id)?.text ?? ""}
                    required
                    maxLength={1000}
                  />
                ))}
              </Stack>
            );
          })
        : null}
      {block.original.kind === "title-only" ? (
        <Text size="sm" c="dimmed">
          {m.fileNotTranslated()}
        </Text>
      ) : null}
    </TranslationItemForm>
  );
}

function OriginalContent({ content }: { content: TranslatableContent }) {
  if (content.kind === "text") {
    return (
      <Typography>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the original's rich text was sanitised with an allowlist on save. */}
        <div dangerouslySetInnerHTML={{ __html: content.html }} />
      </Typography>
    );
  }
  if (content.kind === "questions") {
    return (
      <Stack gap={2}>
        {content.questions.map((question) => (
          <Text key={question.id} size="sm">
            {question.question}
          </Text>
        ))}
      </Stack>
    );
  }
  return null;
}

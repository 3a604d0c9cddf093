import { Alert, Anchor, Badge, Button, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { IconArrowLeft } from "@tabler/icons-react";
import { Link, useFetcher, useNavigate } from "react-router";
import { contentLanguageName as courseLanguageName } from "~/components/content-language";
import { SignedInUserMenu } from "~/components/staff-shell/staff-user-menu";
import { LazyRichTextField } from "~/features/content-blocks/editors/lazy-rich-text-field";
import type { FormReply } from "~/lib/action-reply";
import { LOCALES, type Locale } from "~/lib/i18n/locales";
import {
  SAVE_CHAPTER_TRANSLATION_INTENT,
  SAVE_COURSE_TRANSLATION_INTENT,
  SAVE_LESSON_TRANSLATION_INTENT,
  SET_COURSE_LANGUAGE_INTENT,
} from "../course-translations.schema";
import type { TranslationEditorView } from "../translation-editor.server";
import { BlockTranslationForm } from "./block-translation-form";
import * as m from "./messages";
import classes from "./translation-editor-page.module.css";
import { TranslationItemForm } from "./translation-item-form";

/**
 * The translation editor (decision 0108-course-translations): the course's language, a
 * language to translate into with its count, then the course and ONE chapter's lessons and blocks,
 * each original beside its fields with its own Save.
 */
export function TranslationEditorPage(view: TranslationEditorView) {
  const { course, locale } = view;
  const base = `/edit-course/${course.id}/translations`;
  return (
    <div className={classes.page}>
      <header className={classes.topBar}>
        <Anchor component={Link} to={`/edit-course/${course.id}/settings`} className={classes.back}>
          <IconArrowLeft size={16} aria-hidden="true" />
          {m.backToSettings()}
        </Anchor>
        <Title order={1} size="h4" className={classes.courseTitle}>
          {m.pageTitle({ course: course.name })}
        </Title>
        <SignedInUserMenu />
      </header>
      <main id="main-content" className={classes.content}>
        <Stack gap="xl" maw={880} mx="auto">
          <CourseLanguageForm course={course} />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {m.translateInto()}
            </Title>
            <Group gap="sm" wrap="wrap">
              {view.languages.map((progress) => (
                <Button
                  key={progress.locale}
                  component={Link}
                  to={`${base}?language=${progress.locale}`}
                  variant={progress.locale === locale ? "filled" : "default"}
                  aria-current={progress.locale === locale ? "page" : undefined}
                  rightSection={
                    progress.outdated > 0 ? (
                      <Badge color="orange" variant="light" size="sm">
                        {m.outdatedCount({ count: progress.outdated })}
                      </Badge>
                    ) : null
                  }
                >
                  {m.languageProgress({
                    language: courseLanguageName(progress.locale),
                    translated: String(progress.translated),
                    total: String(progress.total),
                  })}
                </Button>
              ))}
            </Group>
            {locale ? null : <Text c="dimmed">{m.chooseLanguageFirst()}</Text>}
          </Stack>
          {locale ? <LanguageSection view={view} locale={locale} base={base} /> : null}
        </Stack>
      </main>
    </div>
  );
}

function CourseLanguageForm({ course }: { course: TranslationEditorView["course"] }) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.data;
  return (
    <Paper withBorder p="md" radius="md">
      <fetcher.Form method="post">
        <input type="hidden" name="intent" value={SET_COURSE_LANGUAGE_INTENT} />
        <input type="hidden" name="version" value={course.version} />
        <Stack gap="sm">
          <Title order={2} size="h4">
            {m.courseLanguageHeading()}
          </Title>
          <Group align="flex-end" gap="sm" wrap="wrap">
            <NativeSelect
              name="language"
              label={m.courseLanguageLabel()}
              description={m.courseLanguageHelp()}
              defaultValue={course.language}
              data={LOCALES.map((value) => ({ value, label: courseLanguageName(value) }))}
            />
            <Button type="submit" variant="default" loading={fetcher.state !== "idle"}>
              {m.saveLanguage()}
            </Button>
          </Group>
          {reply && !reply.ok ? (
            <Alert color="red" variant="light" role="alert">
              {reply.formError ?? Object.values(reply.fieldErrors)[0]}
            </Alert>
          ) : null}
          {reply?.ok && fetcher.state === "idle" ? (
            <Text size="sm" c="teal.8" role="status">
              {m.languageSaved()}
            </Text>
          ) : null}
        </Stack>
      </fetcher.Form>
    </Paper>
  );
}

function LanguageSection({ view, locale, base }: { view: TranslationEditorView; locale: Locale; base: string }) {
  const navigate = useNavigate();
  const language = courseLanguageName(locale);
  const { course, chapter } = view;
  return (
    <Stack gap="lg">
      <TranslationItemForm
        label={m.courseHeading()}
        heading={m.courseHeading()}
        intent={SAVE_COURSE_TRANSLATION_INTENT}
        locale={locale}
        itemFields={{}}
        version={view.courseTranslation?.version ?? 0}
        status={view.courseTranslation ? "translated" : "missing"}
        original={<Text fw={600}>{course.title || course.name}</Text>}
      >
        <TextInput
          name="title"
          label={m.titleIn({ language })}
          defaultValue={view.courseTranslation?.title ?? ""}
          required
          maxLength={300}
        />
        <LazyRichTextField
          name="descriptionHtml"
          label={m.descriptionIn({ language })}
          defaultValue={view.courseTranslation?.descriptionHtml ?? ""}
        />
      </TranslationItemForm>
      {view.chapters.length === 0 ? (
        <Text c="dimmed">{m.noChapters()}</Text>
      ) : (
        <NativeSelect
          label={m.chapterLabel()}
          value={chapter?.id ?? ""}
          onChange={(event) => navigate(`${base}?language=${locale}&chapter=${event.currentTarget.value}`)}
          data={view.chapters.map((item) => ({
            value: item.id,
            label: item.isTranslated ? m.chapterTranslated({ title: item.title }) : item.title,
          }))}
        />
      )}
      {chapter ? (
        // Keyed by chapter and language: another chapter's forms start afresh.
        <Stack key={`${chapter.id}-${locale}`} gap="md">
          <TranslationItemForm
            label={m.chapterRegion({ title: chapter.title })}
            heading={m.chapterRegion({ title: chapter.title })}
            intent={SAVE_CHAPTER_TRANSLATION_INTENT}
            locale={locale}
            itemFields={{ chapterId: chapter.id }}
            version={chapter.translation?.version ?? 0}
            status={chapter.translation ? "translated" : "missing"}
            original={<Text>{chapter.title}</Text>}
          >
            <TextInput
              name="title"
              label={m.titleIn({ language })}
              defaultValue={chapter.translation?.title ?? ""}
              required
              maxLength={300}
            />
          </TranslationItemForm>
          {chapter.lessons.length === 0 ? <Text c="dimmed">{m.noLessonsInChapter()}</Text> : null}
          {chapter.lessons.map((lesson) => (
            <Stack key={lesson.id} gap="sm" className={classes.lesson}>
              <TranslationItemForm
                label={m.lessonRegion({ title: lesson.title })}
                heading={m.lessonRegion({ title: lesson.title })}
                intent={SAVE_LESSON_TRANSLATION_INTENT}
                locale={locale}
                itemFields={{ lessonId: lesson.id }}
                version={lesson.translation?.version ?? 0}
                status={lesson.translation ? "translated" : "missing"}
                original={<Text>{lesson.title}</Text>}
              >
                <TextInput
                  name="title"
                  label={m.titleIn({ language })}
                  defaultValue={lesson.translation?.title ?? ""}
                  required
                  maxLength={300}
                />
              </TranslationItemForm>
              {lesson.blocks.map((block, index) => (
                <BlockTranslationForm
                  key={block.id}
                  block={block}
                  locale={locale}
                  number={index + 1}
                  lessonTitle={lesson.title}
                />
              ))}
            </Stack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}

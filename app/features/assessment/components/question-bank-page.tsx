import {
  Anchor,
  Badge,
  Button,
  Checkbox,
  Group,
  NativeSelect,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { IconArrowLeft, IconDownload, IconPlus, IconSearch } from "@tabler/icons-react";
import { Form, Link, useFetcher } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { StaleSaveNotice } from "~/components/stale-save-notice";
import type { FormReply } from "~/lib/action-reply";
import { ARCHIVE_QUESTION_INTENT, RESTORE_QUESTION_INTENT } from "../questions/bank.schema";
import { QUESTION_TYPE_LABELS, QUESTION_TYPES, type QuestionType } from "../questions/question-types";
import { BankCategories, BankImports } from "./bank-tools";
import * as m from "./messages";

interface Category {
  id: string;
  name: string;
  version: number;
  questionCount: number;
}

interface QuestionRow {
  id: string;
  title: string;
  type: QuestionType;
  categoryName: string;
  tags: string[];
  isArchived: boolean;
  version: number;
}

export interface QuestionBankPageProps {
  heading: string;
  intro: string;
  /** The bank's address: questions at basePath/:id, downloads at basePath.csv and basePath.zip. */
  basePath: string;
  back: { to: string; label: string };
  questions: QuestionRow[];
  nextCursor: string | null;
  isFirstPage: boolean;
  filter: {
    search: string;
    categoryId: string | null;
    type: QuestionType | null;
    tag: string | null;
    archived: boolean;
  };
  categories: Category[];
  tags: string[];
  reply?: FormReply;
}

/** A question bank: its questions (searched, filtered, paged by keyset), categories, imports and exports. */
export function QuestionBankPage(props: QuestionBankPageProps) {
  const { heading, intro, basePath, back, questions, filter, categories, tags, reply } = props;
  const refused = reply && !reply.ok ? reply : null;
  return (
    <Stack gap="lg" maw={1000}>
      <Anchor component={Link} to={back.to} size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} aria-hidden="true" />
          {back.label}
        </Group>
      </Anchor>
      <Group justify="space-between" align="flex-start" wrap="wrap">
        <Stack gap={4} style={{ flex: "1 1 280px" }}>
          <Title order={1}>{heading}</Title>
          <Text c="dimmed">{intro}</Text>
        </Stack>
        <Group gap="xs" wrap="wrap">
          <Button component={Link} to={`${basePath}/new`} leftSection={<IconPlus size={16} aria-hidden="true" />}>
            {m.newQuestion()}
          </Button>
          <Button
            component="a"
            href={`${basePath}.csv`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {m.exportCsv()}
          </Button>
          <Button
            component="a"
            href={`${basePath}.zip`}
            download
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden="true" />}
          >
            {m.exportQti()}
          </Button>
        </Group>
      </Group>
      {refused?.formError && refused.isStale ? (
        <StaleSaveNotice message={refused.formError} reloadTo={basePath} />
      ) : refused?.formError ? (
        <Text c="red.9" role="alert" style={{ whiteSpace: "pre-line", overflowWrap: "anywhere" }}>
          {refused.formError}
        </Text>
      ) : null}
      <BankFilters filter={filter} categories={categories} tags={tags} />
      {questions.length === 0 ? (
        <EmptyState
          heading={filter.archived ? m.noArchivedQuestions() : m.noQuestionsFound()}
          text={
            filter.search || filter.categoryId || filter.type || filter.tag
              ? m.noQuestionMatches()
              : m.addCategoryThenQuestion()
          }
        />
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label={m.questions()}>
          {questions.map((question) => (
            <QuestionItem key={question.id} question={question} basePath={basePath} />
          ))}
        </Stack>
      )}
      <BankPaging nextCursor={props.nextCursor} isFirstPage={props.isFirstPage} filter={filter} />
      <BankCategories categories={categories} reply={reply} />
      <BankImports categories={categories} reply={reply} />
    </Stack>
  );
}

function BankFilters({ filter, categories, tags }: Pick<QuestionBankPageProps, "filter" | "categories" | "tags">) {
  return (
    <Form method="get" role="search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={m.searchTitleAndText()}
          name="q"
          defaultValue={filter.search}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
          style={{ flex: "1 1 220px" }}
        />
        <NativeSelect
          label={m.category()}
          name="category"
          defaultValue={filter.categoryId ?? ""}
          data={[{ value: "", label: m.allCategories() }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          style={{ flex: "1 1 160px" }}
        />
        <NativeSelect
          label={m.type()}
          name="type"
          defaultValue={filter.type ?? ""}
          data={[
            { value: "", label: m.allTypes() },
            ...QUESTION_TYPES.map((type) => ({ value: type, label: QUESTION_TYPE_LABELS[type] })),
          ]}
          style={{ flex: "1 1 160px" }}
        />
        <NativeSelect
          label={m.tag()}
          name="tag"
          defaultValue={filter.tag ?? ""}
          data={[{ value: "", label: m.allTags() }, ...tags.map((tag) => ({ value: tag, label: tag }))]}
          style={{ flex: "1 1 140px" }}
        />
        <Checkbox label={m.archived()} name="archived" value="1" defaultChecked={filter.archived} mb={8} />
        <Button type="submit" variant="default">
          {m.show()}
        </Button>
      </Group>
    </Form>
  );
}

function QuestionItem({ question, basePath }: { question: QuestionRow; basePath: string }) {
  const fetcher = useFetcher();
  return (
    <Paper component="li" withBorder p="sm" radius="md">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <Stack gap={4} style={{ flex: "1 1 240px", minWidth: 0 }}>
          <Anchor component={Link} to={`${basePath}/${question.id}`} fw={600} style={{ overflowWrap: "anywhere" }}>
            {question.title}
          </Anchor>
          <Group gap={6} wrap="wrap">
            <Badge variant="light">{QUESTION_TYPE_LABELS[question.type]}</Badge>
            <Text size="sm" c="dimmed">
              {question.categoryName}
            </Text>
            {question.tags.map((tag) => (
              <Badge key={tag} variant="outline" color="gray" tt="none">
                {tag}
              </Badge>
            ))}
          </Group>
        </Stack>
        <fetcher.Form method="post">
          <input
            type="hidden"
            name="intent"
            value={question.isArchived ? RESTORE_QUESTION_INTENT : ARCHIVE_QUESTION_INTENT}
          />
          <input type="hidden" name="questionId" value={question.id} />
          <input type="hidden" name="version" value={question.version} />
          <Button type="submit" variant="subtle" size="xs" loading={fetcher.state !== "idle"}>
            {question.isArchived ? m.restore() : m.archive()}
            <span className="visually-hidden"> {question.title}</span>
          </Button>
        </fetcher.Form>
      </Group>
    </Paper>
  );
}

/** Keyset paging: "Next" carries the last row's position; "First page" drops it. Filters stay. */
function BankPaging({
  nextCursor,
  isFirstPage,
  filter,
}: Pick<QuestionBankPageProps, "nextCursor" | "isFirstPage" | "filter">) {
  if (!nextCursor && isFirstPage) return null;
  const withAfter = (after: string | null) => {
    const params = new URLSearchParams();
    if (filter.search) params.set("q", filter.search);
    if (filter.categoryId) params.set("category", filter.categoryId);
    if (filter.type) params.set("type", filter.type);
    if (filter.tag) params.set("tag", filter.tag);
    if (filter.archived) params.set("archived", "1");
    if (after) params.set("after", after);
    return `?${params.toString()}`;
  };
  return (
    <Group gap="sm" component="nav" aria-label={m.pagesOfQuestions()}>
      {!isFirstPage ? (
        <Button component={Link} to={withAfter(null)} variant="default" size="sm">
          {m.firstPage()}
        </Button>
      ) : null}
      {nextCursor ? (
        <Button component={Link} to={withAfter(nextCursor)} variant="default" size="sm">
          {m.nextPage()}
        </Button>
      ) : null}
    </Group>
  );
}

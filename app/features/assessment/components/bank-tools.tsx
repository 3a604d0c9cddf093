import { Button, FileInput, Group, NativeSelect, Paper, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { Form, useNavigation } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import {
  CREATE_CATEGORY_INTENT,
  DELETE_CATEGORY_INTENT,
  IMPORT_CSV_INTENT,
  IMPORT_FILE_FIELD,
  IMPORT_QTI_INTENT,
  RENAME_CATEGORY_INTENT,
} from "../questions/bank.schema";
import * as m from "./messages";

interface Category {
  id: string;
  name: string;
  version: number;
  questionCount: number;
}

/** The bank's categories: add, rename, and delete an empty one. */
export function BankCategories({ categories, reply }: { categories: Category[]; reply?: FormReply }) {
  const fieldError = reply && !reply.ok ? reply.fieldErrors.name : undefined;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bank-categories">
      <Stack gap="sm">
        <Title order={2} size="h3" id="bank-categories">
          {m.categories()}
        </Title>
        {categories.length === 0 ? <Text c="dimmed">{m.noCategories()}</Text> : null}
        {categories.map((category) => (
          <CategoryRow key={category.id} category={category} />
        ))}
        <Form method="post">
          <input type="hidden" name="intent" value={CREATE_CATEGORY_INTENT} />
          <Group align="flex-end" gap="sm" wrap="wrap">
            <TextInput
              label={m.newCategory()}
              name="name"
              required
              maxLength={120}
              error={fieldError}
              style={{ flex: "1 1 220px" }}
            />
            <Button type="submit" variant="default">
              {m.addCategory()}
            </Button>
          </Group>
        </Form>
      </Stack>
    </Paper>
  );
}

function CategoryRow({ category }: { category: Category }) {
  const [isRenaming, setRenaming] = useState(false);
  return (
    <Group justify="space-between" gap="xs" wrap="wrap">
      {isRenaming ? (
        <Form method="post" onSubmit={() => setRenaming(false)} style={{ flex: "1 1 260px" }}>
          <input type="hidden" name="intent" value={RENAME_CATEGORY_INTENT} />
          <input type="hidden" name="categoryId" value={category.id} />
          <input type="hidden" name="version" value={category.version} />
          <Group align="flex-end" gap="xs" wrap="wrap">
            <TextInput
              label={m.newNameFor({ name: category.name })}
              name="name"
              defaultValue={category.name}
              required
              maxLength={120}
            />
            <Button type="submit" size="xs">
              {m.saveName()}
            </Button>
            <Button type="button" size="xs" variant="subtle" onClick={() => setRenaming(false)}>
              {m.cancel()}
            </Button>
          </Group>
        </Form>
      ) : (
        <Text style={{ flex: "1 1 200px", overflowWrap: "anywhere" }}>
          {category.name}{" "}
          <Text span c="dimmed" size="sm">
            {m.questionsInCategory({ count: category.questionCount })}
          </Text>
        </Text>
      )}
      {isRenaming ? null : (
        <Group gap={4}>
          <Button size="xs" variant="subtle" onClick={() => setRenaming(true)}>
            {m.rename()}
            <span className="visually-hidden"> {category.name}</span>
          </Button>
          {category.questionCount === 0 ? (
            <Form method="post">
              <input type="hidden" name="intent" value={DELETE_CATEGORY_INTENT} />
              <input type="hidden" name="categoryId" value={category.id} />
              <input type="hidden" name="version" value={category.version} />
              <Button type="submit" size="xs" variant="subtle" color="red">
                {m.deleteLabel()}
                <span className="visually-hidden"> {category.name}</span>
              </Button>
            </Form>
          ) : null}
        </Group>
      )}
    </Group>
  );
}

/** Imports: a CSV file (columns in the decision record and the help below) or a QTI 2.1 package. */
export function BankImports({ categories, reply }: { categories: Category[]; reply?: FormReply }) {
  if (categories.length === 0) return null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="bank-imports">
      <Stack gap="md">
        <Title order={2} size="h3" id="bank-imports">
          {m.importQuestions()}
        </Title>
        <Text size="sm" c="dimmed">
          {m.importHelp()}
        </Text>
        <ImportForm
          intent={IMPORT_CSV_INTENT}
          label={m.csvFile()}
          accept=".csv,text/csv"
          categories={categories}
          reply={reply}
        />
        <ImportForm
          intent={IMPORT_QTI_INTENT}
          label={m.qtiFile()}
          accept=".zip,.xml,application/zip,text/xml,application/xml"
          categories={categories}
          reply={reply}
        />
      </Stack>
    </Paper>
  );
}

function ImportForm({
  intent,
  label,
  accept,
  categories,
  reply,
}: {
  intent: string;
  label: string;
  accept: string;
  categories: Category[];
  reply?: FormReply;
}) {
  const navigation = useNavigation();
  const isSending = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const error =
    reply && !reply.ok && reply.values?.intent === intent ? reply.fieldErrors[IMPORT_FILE_FIELD] : undefined;
  return (
    <Form method="post" encType="multipart/form-data">
      <input type="hidden" name="intent" value={intent} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <FileInput
          label={label}
          name={IMPORT_FILE_FIELD}
          accept={accept}
          required
          error={error}
          style={{ flex: "1 1 220px" }}
        />
        <NativeSelect
          label={m.intoCategory()}
          name="categoryId"
          data={categories.map((category) => ({ value: category.id, label: category.name }))}
          style={{ flex: "1 1 200px" }}
        />
        <Button type="submit" variant="default" loading={isSending}>
          {m.importAction()}
        </Button>
      </Group>
    </Form>
  );
}

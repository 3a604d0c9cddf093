import { Alert, Button, FileInput, Group, List, Stack, Table, Text } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useEffect, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { showToast } from "~/components/toast-from-server";
import { IMPORT_CSV_INTENT } from "../course-details-intents";
import { ENROLLED_USER_CSV_COLUMNS } from "../cpd-courses.schema";
import type { CourseDetailsActionResult } from "./course-details-types";
import * as m from "./messages";

/**
 * Import enrolled users from a CSV file. All or nothing: if any row is refused, nothing is saved
 * and every refused row is listed with its reasons.
 */
export function CsvImport() {
  const fetcher = useFetcher<CourseDetailsActionResult>({ key: IMPORT_CSV_INTENT });
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const handled = useRef<CourseDetailsActionResult | undefined>(undefined);
  const result = fetcher.data;

  useEffect(() => {
    if (fetcher.state !== "idle" || !result || handled.current === result) return;
    handled.current = result;
    if (result.ok) {
      showToast(result.message);
      setFile(null);
    }
  }, [fetcher.state, result]);

  const submit = () => {
    if (!file) {
      setFileError(m.chooseCsvFile());
      return;
    }
    const body = new FormData();
    body.set("intent", IMPORT_CSV_INTENT);
    body.set("file", file);
    fetcher.submit(body, { method: "post", encType: "multipart/form-data" });
  };

  const problems = result && !result.ok ? result.importProblems : undefined;
  const formError = result && !result.ok && result.intent === IMPORT_CSV_INTENT ? result.formError : undefined;
  return (
    <Stack gap="sm">
      <Text size="sm">{m.csvColumnsHelp({ columns: ENROLLED_USER_CSV_COLUMNS.join(", ") })}</Text>
      <Group align="flex-end" gap="xs">
        <FileInput
          label={m.csvFile()}
          placeholder={m.chooseCsvFilePlaceholder()}
          accept=".csv,text/csv"
          value={file}
          onChange={(next) => {
            setFile(next);
            setFileError(null);
          }}
          error={fileError}
          clearable
          style={{ flex: 1, minWidth: 200 }}
        />
        <Button
          onClick={submit}
          loading={fetcher.state !== "idle"}
          leftSection={<IconFileImport size={16} aria-hidden="true" />}
        >
          {m.importCsv()}
        </Button>
      </Group>
      {formError ? (
        <Alert color="red" role="alert" title={m.nothingWasImported()}>
          {formError}
        </Alert>
      ) : null}
      {problems?.length ? (
        <Alert color="red" role="alert" title={m.nothingWasImported()}>
          <Text size="sm" mb="xs">
            {m.rowsRefused({ count: problems.length, total: (result && !result.ok ? result.checkedRows : 0) ?? 0 })}
          </Text>
          <ScrollTable label={m.refusedRows()}>
            <Table withTableBorder striped fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{m.line()}</Table.Th>
                  <Table.Th>{m.name()}</Table.Th>
                  <Table.Th>{m.whyRefused()}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {problems.map((problem) => (
                  <Table.Tr key={problem.line}>
                    <Table.Td>{problem.line}</Table.Td>
                    <Table.Td>{problem.name}</Table.Td>
                    <Table.Td>
                      <List size="sm">
                        {problem.messages.map((message) => (
                          <List.Item key={message}>{message}</List.Item>
                        ))}
                      </List>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </Alert>
      ) : null}
    </Stack>
  );
}

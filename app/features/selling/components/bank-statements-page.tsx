import { Alert, Button, Group, Input, NativeSelect, Stack, Table, Text, TextInput } from "@mantine/core";
import { IconFileImport } from "@tabler/icons-react";
import { useEffect, useId, useRef } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import { EmptyState } from "~/components/empty-state";
import { ListPage } from "~/components/list-page";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { formatRand } from "~/lib/course-buyer-facts";
import type { UnmatchedLineView } from "../bank-statement-import.server";
import {
  BANK_LINES_PAGE_SIZE,
  IGNORE_LINE_INTENT,
  IMPORT_STATEMENT_INTENT,
  MATCH_LINE_INTENT,
  STATEMENT_BANK_LABELS,
  STATEMENT_BANKS,
  STATEMENT_FILE_FIELD,
  type StatementBank,
} from "../eft.schema";
import * as m from "./messages";

type Reply = FormReply<{ message?: string; intent?: string; lineId?: string }>;

/**
 * Staff › Bank statements: import a bank's CSV export (payments with an order's reference are
 * recorded at once), then match what is left to orders by hand, or set it aside.
 */
export function BankStatementsPage({
  lines,
  total,
  page,
}: {
  lines: UnmatchedLineView[];
  total: number;
  page: number;
}) {
  const reply = useActionData<Reply>();
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const id = useId();
  const formRef = useRef<HTMLFormElement>(null);
  // A file sent and accepted is cleared, so the next import or proof starts empty.
  useEffect(() => {
    if (reply?.ok) formRef.current?.reset();
  }, [reply]);
  const fileError =
    reply && !reply.ok && reply.values?.intent === IMPORT_STATEMENT_INTENT
      ? reply.fieldErrors[STATEMENT_FILE_FIELD]
      : undefined;
  const importErrors = reply && !reply.ok && reply.values?.intent === IMPORT_STATEMENT_INTENT ? reply.fieldErrors : {};
  return (
    <ListPage
      title={m.bankStatements()}
      countLabel={m.unmatchedLines({ count: total })}
      intro={m.bankStatementsIntro()}
      tools={
        <Stack gap="sm">
          <Form ref={formRef} method="post" encType="multipart/form-data">
            <input type="hidden" name="intent" value={IMPORT_STATEMENT_INTENT} />
            <Group align="flex-start" gap="sm" wrap="wrap">
              <NativeSelect
                name="bank"
                label={m.bank()}
                data={STATEMENT_BANKS.map((bank) => ({
                  value: bank,
                  label: STATEMENT_BANK_LABELS[bank as StatementBank],
                }))}
                error={importErrors.bank}
                style={{ flex: "0 1 12rem" }}
              />
              <Input.Wrapper
                label={m.statementCsv()}
                required
                id={`${id}-statement`}
                description={m.statementCsvHint()}
                error={fileError}
                style={{ flex: "1 1 16rem", minWidth: 0, maxWidth: "28rem" }}
              >
                <input
                  id={`${id}-statement`}
                  type="file"
                  name={STATEMENT_FILE_FIELD}
                  accept=".csv,text/csv"
                  required
                  aria-invalid={fileError ? true : undefined}
                  aria-describedby={`${id}-statement-description${fileError ? ` ${id}-statement-error` : ""}`}
                  style={{ display: "block", width: "100%", maxWidth: "100%", marginTop: 4 }}
                />
              </Input.Wrapper>
              <Button
                type="submit"
                mt={{ base: 0, sm: 24 }}
                loading={sending === IMPORT_STATEMENT_INTENT}
                leftSection={<IconFileImport size={16} aria-hidden="true" />}
              >
                {m.importStatement()}
              </Button>
            </Group>
          </Form>
          {reply?.ok && reply.message ? (
            <Alert color="teal" role="status" title={m.done()}>
              {reply.message}
            </Alert>
          ) : null}
        </Stack>
      }
      refusal={reply && !reply.ok ? { formError: reply.formError, isStale: reply.isStale } : null}
      reloadTo="/staff/bank-statements"
      isEmpty={lines.length === 0}
      empty={<EmptyState heading={m.nothingToMatch()} text={m.everyPaymentMatched()} />}
      pagination={{ total, pageSize: BANK_LINES_PAGE_SIZE, page, label: m.pagesOfUnmatched() }}
    >
      <Stack gap="sm">
        <ScrollTable label={m.unmatchedMoneyIn()} minWidth={760}>
          <Table striped verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.date()}</Table.Th>
                <Table.Th ta="right">{m.amount()}</Table.Th>
                <Table.Th>{m.description()}</Table.Th>
                <Table.Th>{m.matchToOrder()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {lines.map((line) => {
                const lineError =
                  reply && !reply.ok && reply.values?.lineId === line.id ? reply.fieldErrors.orderNumber : undefined;
                return (
                  <Table.Tr key={line.id}>
                    <Table.Td style={{ whiteSpace: "nowrap" }}>{line.date}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatRand(line.amountCents)}
                    </Table.Td>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>
                      <Text size="sm">{line.description || "—"}</Text>
                      <Text size="xs" c="dimmed">
                        {STATEMENT_BANK_LABELS[line.bank as StatementBank] ?? line.bank}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <Group gap="xs" align="flex-start" wrap="wrap">
                        <Form method="post">
                          <input type="hidden" name="intent" value={MATCH_LINE_INTENT} />
                          <input type="hidden" name="lineId" value={line.id} />
                          <Group gap="xs" align="flex-start" wrap="nowrap">
                            <TextInput
                              name="orderNumber"
                              aria-label={m.orderNumberFor({ amount: formatRand(line.amountCents), date: line.date })}
                              // i18n-exempt: an order number's shape, the same in every language
                              placeholder="ORD-000123"
                              required
                              size="xs"
                              w={120}
                              error={lineError}
                            />
                            <Button type="submit" size="xs">
                              {m.match()}
                            </Button>
                          </Group>
                        </Form>
                        <Form method="post">
                          <input type="hidden" name="intent" value={IGNORE_LINE_INTENT} />
                          <input type="hidden" name="lineId" value={line.id} />
                          <Button type="submit" size="xs" variant="subtle" color="gray">
                            {m.notAnOrder()}
                          </Button>
                        </Form>
                      </Group>
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      </Stack>
    </ListPage>
  );
}

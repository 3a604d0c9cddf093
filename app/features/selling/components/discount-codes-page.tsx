import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { CoursePicker } from "~/components/course-picker";
import cell from "~/components/data-table.module.css";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { VERSION_FIELD } from "~/lib/record-version";
import { CREATE_DISCOUNT_INTENT, DEACTIVATE_DISCOUNT_INTENT, UPDATE_DISCOUNT_INTENT } from "../selling-admin.schema";
import type { DiscountCodeView } from "../selling-admin.server";
import * as m from "./messages";
import { FormMessage, fieldFrom, IntentButton, refusedReply, useResetOnSuccess } from "./selling-form-parts";

interface DiscountCodesPageProps {
  codes: DiscountCodeView[];
}

/** The add form, or one code's edit form (saved at the version it was loaded at). */
function DiscountForm({ code }: { code: DiscountCodeView | null }) {
  const fetcher = useFetcher<FormReply>();
  const reply = refusedReply(fetcher);
  const form = useResetOnSuccess(fetcher);
  // The course picker keeps its own choice: the add form gets a new, empty one after each code added.
  const [added, setAdded] = useState(0);
  useEffect(() => {
    if (!code && fetcher.state === "idle" && fetcher.data?.ok) setAdded((count) => count + 1);
  }, [code, fetcher.state, fetcher.data]);
  const prefix = code ? `discount-${code.id}` : "discount-new";
  const field = (name: string, stored: string) => ({ id: `${prefix}-${name}`, ...fieldFrom(reply, name, stored) });
  return (
    <fetcher.Form method="post" noValidate ref={code ? undefined : form}>
      <input type="hidden" name="intent" value={code ? UPDATE_DISCOUNT_INTENT : CREATE_DISCOUNT_INTENT} />
      {code ? <input type="hidden" name="discountId" value={code.id} /> : null}
      {code ? <input type="hidden" name={VERSION_FIELD} value={code.version} /> : null}
      <Stack gap="sm">
        <FormMessage reply={reply} />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <TextInput label={m.code()} description={m.codeHint()} required {...field("code", code?.code ?? "")} />
          <NativeSelect
            label={m.kind()}
            data={[
              { value: "percent", label: m.percentageOff() },
              { value: "amount", label: m.amountOffEachUnit() },
            ]}
            {...field("kind", code?.kind ?? "percent")}
          />
          <TextInput
            label={m.value()}
            description={m.valueHint()}
            inputMode="decimal"
            required
            {...field("value", code?.valueInput ?? "")}
          />
          <TextInput
            label={m.limit()}
            description={m.limitHint()}
            inputMode="numeric"
            {...field("maxUses", code?.maxUses ? String(code.maxUses) : "")}
          />
          <TextInput
            label={m.lastDay()}
            description={m.emptyNoExpiry()}
            type="date"
            {...field("expiresOn", code?.expiresOn ?? "")}
          />
          {/* Searched on the server among the courses with a price (decision 0136): any of them, where the
              list offered the first 500 by name to every code's form. */}
          <CoursePicker
            key={added}
            source={{ scope: "discount-codes" }}
            label={m.course()}
            name="courseId"
            placeholder={m.anyItem()}
            error={field("courseId", "").error}
            initial={code?.courseId ? { value: code.courseId, label: code.courseName ?? code.courseId } : null}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {code ? m.saveCode({ code: code.code }) : m.addDiscountCode()}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/** Admin › Discount codes: every code with its use, and the forms to add, edit and deactivate them. */
export function DiscountCodesPage({ codes }: DiscountCodesPageProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{m.discountCodes()}</Title>
        <Text c="var(--campus-text-muted)">{m.discountCodesIntro()}</Text>
      </div>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          {m.addADiscountCode()}
        </Title>
        <DiscountForm code={null} />
      </Paper>
      {codes.length === 0 ? (
        <Text>{m.noDiscountCodes()}</Text>
      ) : (
        <ScrollTable label={m.discountCodes()} minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.code()}</Table.Th>
                <Table.Th>{m.discount()}</Table.Th>
                <Table.Th>{m.used()}</Table.Th>
                <Table.Th>{m.lastDay()}</Table.Th>
                <Table.Th>{m.course()}</Table.Th>
                <Table.Th>{m.status()}</Table.Th>
                <Table.Th>{m.actions()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((code) => (
                <Table.Tr key={code.id}>
                  <Table.Td>{code.code}</Table.Td>
                  <Table.Td>{code.valueLabel}</Table.Td>
                  <Table.Td>
                    {code.maxUses ? m.usedOf({ used: code.usedCount, max: code.maxUses }) : code.usedCount}
                  </Table.Td>
                  <Table.Td>{code.expiresOn ?? m.noExpiry()}</Table.Td>
                  <Table.Td>{code.courseName ?? m.anyItem()}</Table.Td>
                  <Table.Td>
                    {/* The shared row badge: its tones pass AA on a striped row (Mantine's light green did not). */}
                    <span className={cell.badge} data-variant="light" data-tone={code.isActive ? "green" : "neutral"}>
                      {code.isActive ? m.active() : m.deactivated()}
                    </span>
                  </Table.Td>
                  <Table.Td>
                    {code.isActive ? (
                      <IntentButton
                        intent={DEACTIVATE_DISCOUNT_INTENT}
                        fields={{ discountId: code.id, [VERSION_FIELD]: String(code.version) }}
                        label={m.deactivate()}
                        accessibleName={m.deactivateCode({ code: code.code })}
                      />
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {codes.map((code) => (
        <Paper withBorder p="md" key={code.id} component="details">
          <summary>
            <Text span fw={600}>
              {m.editCode({ code: code.code })}
            </Text>
          </summary>
          <Stack mt="sm">
            <DiscountForm code={code} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

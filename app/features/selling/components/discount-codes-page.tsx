import {
  Badge,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from "@mantine/core";
import { useFetcher } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { FormReply } from "~/lib/action-reply";
import { VERSION_FIELD } from "~/lib/record-version";
import { CREATE_DISCOUNT_INTENT, DEACTIVATE_DISCOUNT_INTENT, UPDATE_DISCOUNT_INTENT } from "../selling-admin.schema";
import type { DiscountCodeView } from "../selling-admin.server";
import { FormMessage, fieldFrom, IntentButton, refusedReply, useResetOnSuccess } from "./selling-form-parts";

interface DiscountCodesPageProps {
  codes: DiscountCodeView[];
  courses: Array<{ id: string; name: string }>;
}

/** The add form, or one code's edit form (saved at the version it was loaded at). */
function DiscountForm({
  code,
  courses,
}: {
  code: DiscountCodeView | null;
  courses: DiscountCodesPageProps["courses"];
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = refusedReply(fetcher);
  const form = useResetOnSuccess(fetcher);
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
          <TextInput
            label="Code"
            description="3 to 30 letters, digits or hyphens"
            required
            {...field("code", code?.code ?? "")}
          />
          <NativeSelect
            label="Kind"
            data={[
              { value: "percent", label: "Percentage off" },
              { value: "amount", label: "Amount off each unit (rand, excl. VAT)" },
            ]}
            {...field("kind", code?.kind ?? "percent")}
          />
          <TextInput
            label="Value"
            description="e.g. 10 (%) or 500 (rand)"
            inputMode="decimal"
            required
            {...field("value", code?.valueInput ?? "")}
          />
          <TextInput
            label="Limit"
            description="Uses in all; empty for no limit"
            inputMode="numeric"
            {...field("maxUses", code?.maxUses ? String(code.maxUses) : "")}
          />
          <TextInput
            label="Last day"
            description="Empty: no expiry"
            type="date"
            {...field("expiresOn", code?.expiresOn ?? "")}
          />
          <NativeSelect
            label="Course"
            data={[
              { value: "", label: "Any item" },
              ...courses.map((course) => ({ value: course.id, label: course.name })),
            ]}
            {...field("courseId", code?.courseId ?? "")}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={fetcher.state !== "idle"}>
            {code ? `Save ${code.code}` : "Add discount code"}
          </Button>
        </Group>
      </Stack>
    </fetcher.Form>
  );
}

/** Admin › Discount codes: every code with its use, and the forms to add, edit and deactivate them. */
export function DiscountCodesPage({ codes, courses }: DiscountCodesPageProps) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>Discount codes</Title>
        <Text c="var(--campus-text-muted)">
          A buyer types a code at checkout; it takes a percentage or an amount off each unit before VAT.
        </Text>
      </div>
      <Paper withBorder p="md">
        <Title order={2} size="h3" mb="sm">
          Add a discount code
        </Title>
        <DiscountForm code={null} courses={courses} />
      </Paper>
      {codes.length === 0 ? (
        <Text>No discount codes yet.</Text>
      ) : (
        <ScrollTable label="Discount codes" minWidth={720}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Code</Table.Th>
                <Table.Th>Discount</Table.Th>
                <Table.Th>Used</Table.Th>
                <Table.Th>Last day</Table.Th>
                <Table.Th>Course</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {codes.map((code) => (
                <Table.Tr key={code.id}>
                  <Table.Td>{code.code}</Table.Td>
                  <Table.Td>{code.valueLabel}</Table.Td>
                  <Table.Td>{code.maxUses ? `${code.usedCount} of ${code.maxUses}` : code.usedCount}</Table.Td>
                  <Table.Td>{code.expiresOn ?? "No expiry"}</Table.Td>
                  <Table.Td>{code.courseName ?? "Any item"}</Table.Td>
                  <Table.Td>
                    <Badge color={code.isActive ? "green" : "gray"} variant="light">
                      {code.isActive ? "Active" : "Deactivated"}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    {code.isActive ? (
                      <IntentButton
                        intent={DEACTIVATE_DISCOUNT_INTENT}
                        fields={{ discountId: code.id, [VERSION_FIELD]: String(code.version) }}
                        label="Deactivate"
                        accessibleName={`Deactivate ${code.code}`}
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
              Edit {code.code}
            </Text>
          </summary>
          <Stack mt="sm">
            <DiscountForm code={code} courses={courses} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

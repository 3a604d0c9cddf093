import { Badge, Button, Group, NativeSelect, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTicket } from "@tabler/icons-react";
import { useFetcher } from "react-router";
import type { FormReply } from "~/lib/action-reply";
import { ASSIGN_CREDIT_INTENT } from "../fulfilment.schema";
import * as m from "./messages";

/** What My company shows of the seats the company bought (built in app/server/selling-credits.server.ts). */
export interface CompanyCreditsProps {
  items: { key: string; description: string; credits: number; assigned: number; assignedTo: string[] }[];
  employees: { id: string; name: string; email: string }[];
}

/**
 * My company › Seat credits (decision 0083-fulfilment-seats): per item, the seats bought without a
 * name and who has the others; a credit goes to one of the company's employees with one click.
 */
export function CompanyCredits({ credits }: { credits: CompanyCreditsProps }) {
  return (
    <Stack component="section" aria-labelledby="seat-credits-heading" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconTicket size={22} stroke={1.6} aria-hidden="true" color="var(--mantine-color-campus-7)" />
        <Title order={2} size="h3" id="seat-credits-heading">
          {m.seatCredits()}
        </Title>
      </Group>
      {credits.items.length === 0 ? (
        <Text size="sm" c="var(--campus-text-muted)">
          {m.seatCreditsIntro()}
        </Text>
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
          {credits.items.map((item) => (
            <CreditItem key={item.key} item={item} employees={credits.employees} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function CreditItem({
  item,
  employees,
}: {
  item: CompanyCreditsProps["items"][number];
  employees: CompanyCreditsProps["employees"];
}) {
  const fetcher = useFetcher<FormReply>();
  const reply = fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data : undefined;
  const selectId = `assign-${item.key.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const error = reply?.fieldErrors.employeeId ?? reply?.fieldErrors.item ?? reply?.formError ?? null;
  return (
    <Paper component="li" withBorder p={{ base: "sm", sm: "md" }} radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Text fw={600} style={{ overflowWrap: "anywhere", flex: "1 1 16rem" }}>
            {item.description}
          </Text>
          <Group gap={6}>
            <Badge variant="light" color="var(--campus-warning-fill)" c="var(--mantine-color-text)">
              {m.creditsCount({ count: item.credits })}
            </Badge>
            <Badge variant="light" color="var(--campus-success-fill)" c="var(--mantine-color-text)">
              {m.assignedCount({ count: item.assigned })}
            </Badge>
          </Group>
        </Group>
        {item.assignedTo.length > 0 ? (
          <Text size="sm" c="var(--campus-text-muted)">
            {m.assignedTo({ names: item.assignedTo.join(", ") })}
          </Text>
        ) : null}
        {item.credits > 0 ? (
          employees.length === 0 ? (
            <Text size="sm" c="var(--campus-text-muted)">
              {m.adminAddsEmployees()}
            </Text>
          ) : (
            <fetcher.Form method="post">
              <input type="hidden" name="intent" value={ASSIGN_CREDIT_INTENT} />
              <input type="hidden" name="item" value={item.key} />
              <Group align="flex-end" gap="sm" wrap="wrap">
                <NativeSelect
                  // A fresh choice after each seat given, so the next click cannot give the same person a second one.
                  key={item.assigned}
                  id={selectId}
                  name="employeeId"
                  label={m.giveSeatTo()}
                  style={{ flex: "1 1 14rem" }}
                  error={error}
                  data={[
                    { value: "", label: m.chooseEmployee() },
                    ...employees.map((employee) => ({ value: employee.id, label: employee.name })),
                  ]}
                />
                <Button type="submit" loading={fetcher.state !== "idle"}>
                  {m.assignSeat()}
                </Button>
              </Group>
            </fetcher.Form>
          )
        ) : null}
      </Stack>
    </Paper>
  );
}

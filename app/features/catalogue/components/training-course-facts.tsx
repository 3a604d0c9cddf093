import { Anchor, Badge, Box, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { ScrollTable } from "~/components/scroll-table";
import { DELIVERY_LABELS, formatRand } from "~/lib/course-buyer-facts";
import { addDays } from "~/lib/dates";
import { formatNumber } from "~/lib/i18n/format";
import { useFormatDate } from "~/lib/use-site-time-zone";
import type { TrainingCourseBuyerView } from "../buyer-facts.server";
import * as m from "../messages";

/** Price, delivery, length, CPD points and accreditation: the answers a buyer looks for first. */
export function CourseKeyFacts({ buyer }: { buyer: TrainingCourseBuyerView }) {
  const facts: Array<[string, string]> = [
    [
      m.factPrice(),
      buyer.priceCents === null
        ? m.requestQuote()
        : `${formatRand(buyer.priceCents)}${buyer.priceNote ? ` ${buyer.priceNote}` : ""}`,
    ],
  ];
  if (buyer.durationMinutes) facts.push([m.factDuration(), durationText(buyer.durationMinutes)]);
  if (buyer.delivery.length)
    facts.push([m.factDelivery(), buyer.delivery.map((mode) => DELIVERY_LABELS[mode]).join(", ")]);
  if (buyer.cpdPoints) facts.push([m.factCpd(), buyer.cpdPoints]);
  if (buyer.accreditation) facts.push([m.factAccreditation(), buyer.accreditation]);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="key-facts">
      <Title order={2} size="h4" id="key-facts" mb="xs">
        {m.keyFacts()}
      </Title>
      <dl style={{ margin: 0, display: "grid", gridTemplateColumns: "minmax(7rem, auto) 1fr", gap: "6px 16px" }}>
        {facts.map(([label, value]) => (
          <div key={label} style={{ display: "contents" }}>
            <Text component="dt" fw={700} size="sm">
              {label}
            </Text>
            <Text component="dd" size="sm" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
    </Paper>
  );
}

function durationText(minutes: number): string {
  if (minutes % 480 === 0) return m.days({ count: minutes / 480 });
  if (minutes < 60) return m.minutes({ count: minutes });
  const hours = Math.round((minutes / 60) * 10) / 10;
  return m.hours({ count: hours }).replace(String(hours), formatNumber(hours));
}

/**
 * The next runs from the training schedule, with venue and seats (as the admin last counted them):
 * a card per run on a phone, where a four-column table would hide the seats off-screen (as the
 * schedule does), a table from the small breakpoint up.
 */
export function NextDates({ dates }: { dates: TrainingCourseBuyerView["nextDates"] }) {
  const format = useFormatDate();
  const datesOf = (entry: TrainingCourseBuyerView["nextDates"][number]) =>
    format.dateRange(entry.startDate, addDays(entry.startDate, Math.max(0, entry.durationDays - 1)));
  return (
    <Stack gap="xs" component="section" aria-labelledby="next-dates">
      <Title order={2} size="h3" id="next-dates">
        {m.nextDates()}
      </Title>
      {dates.length === 0 ? (
        <Text>
          {m.noPublicDates()} <Anchor href="#course-quote">{m.askUs()}</Anchor> {m.askUsRest()}
        </Text>
      ) : (
        <>
          <Stack gap={0} hiddenFrom="sm" component="ul" style={{ listStyle: "none", padding: 0, margin: 0 }}>
            {dates.map((entry) => (
              <Box
                component="li"
                key={entry.id}
                py="xs"
                style={{ borderTop: "1px solid var(--mantine-color-gray-3)" }}
                data-testid="next-date-card"
              >
                <Text fw={600}>{datesOf(entry)}</Text>
                <Text size="sm">
                  {entry.venue} · {entry.format}
                </Text>
                <Box mt={4}>
                  <SeatsBadge seatsLeft={entry.seatsLeft} />
                </Box>
              </Box>
            ))}
          </Stack>
          <Box visibleFrom="sm">
            <ScrollTable label={m.nextDates()} minWidth={520}>
              <Table verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{m.colDates()}</Table.Th>
                    <Table.Th>{m.colVenue()}</Table.Th>
                    <Table.Th>{m.colFormat()}</Table.Th>
                    <Table.Th>{m.colSeats()}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {dates.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{datesOf(entry)}</Table.Td>
                      <Table.Td>{entry.venue}</Table.Td>
                      <Table.Td>{entry.format}</Table.Td>
                      <Table.Td>
                        <SeatsBadge seatsLeft={entry.seatsLeft} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Box>
        </>
      )}
    </Stack>
  );
}

function SeatsBadge({ seatsLeft }: { seatsLeft: number | null }) {
  if (seatsLeft === null) return <Text size="sm">{m.askUs()}</Text>;
  if (seatsLeft <= 0)
    return (
      <Badge color="red.9" variant="filled">
        {m.full()}
      </Badge>
    );
  return (
    <Group gap={4}>
      {/* Mantine's darkest orange gives white 4.3:1; the warning fill 6.4:1 (Lighthouse, WCAG 1.4.3). */}
      <Badge color={seatsLeft <= 3 ? "var(--campus-warning-fill)" : "teal.9"} variant="filled">
        {m.seatsLeft({ count: seatsLeft })}
      </Badge>
    </Group>
  );
}

/** Questions and answers as disclosure widgets: open and close without JavaScript, read in order by screen readers. */
export function CourseFaq({ faq }: { faq: TrainingCourseBuyerView["faq"] }) {
  if (faq.length === 0) return null;
  return (
    <Stack gap="xs" component="section" aria-labelledby="course-faq">
      <Title order={2} size="h3" id="course-faq">
        {m.faq()}
      </Title>
      {faq.map((entry) => (
        <details key={entry.question} style={{ borderBottom: "1px solid var(--campus-border)", padding: "8px 0" }}>
          <summary style={{ cursor: "pointer", fontWeight: 600 }}>{entry.question}</summary>
          <Text mt="xs" style={{ whiteSpace: "pre-line" }}>
            {entry.answer}
          </Text>
        </details>
      ))}
    </Stack>
  );
}

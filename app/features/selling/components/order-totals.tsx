import { Group, Stack, Table, Text } from "@mantine/core";
import { formatRand } from "~/lib/course-buyer-facts";
import * as m from "./messages";

export interface TotalsView {
  subtotalCents: number;
  discountCents: number;
  vatCents: number;
  totalCents: number;
}

/** Subtotal, discount, VAT and the total, right-aligned under a list of lines. */
export function OrderTotals({ totals }: { totals: TotalsView }) {
  const rows: Array<[string, string]> = [[m.subtotalExclVat(), formatRand(totals.subtotalCents)]];
  if (totals.discountCents > 0) rows.push([m.discount(), `− ${formatRand(totals.discountCents)}`]);
  rows.push([m.vat(), formatRand(totals.vatCents)]);
  return (
    <Stack gap={4} align="stretch">
      {rows.map(([label, value]) => (
        <Group key={label} justify="space-between">
          <Text size="sm">{label}</Text>
          <Text size="sm">{value}</Text>
        </Group>
      ))}
      <Group justify="space-between">
        <Text fw={700}>{m.totalInclVatBrackets()}</Text>
        <Text fw={700}>{formatRand(totals.totalCents)}</Text>
      </Group>
    </Stack>
  );
}

/** The lines: on a phone the amount without VAT is left to the totals, so the table fits 375 px. */
export function LinesTable({
  lines,
}: {
  lines: ReadonlyArray<{ key: string; description: string; quantity: number; netCents: number; totalCents: number }>;
}) {
  const amount = { whiteSpace: "nowrap" } as const;
  return (
    <Table>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{m.item()}</Table.Th>
          <Table.Th ta="right">{m.qty()}</Table.Th>
          <Table.Th ta="right" visibleFrom="sm" style={amount}>
            {m.exclVat()}
          </Table.Th>
          <Table.Th ta="right" style={amount}>
            {m.inclVat()}
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {lines.map((line) => (
          <Table.Tr key={line.key}>
            <Table.Td>{line.description}</Table.Td>
            <Table.Td ta="right">{line.quantity}</Table.Td>
            <Table.Td ta="right" visibleFrom="sm" style={amount}>
              {formatRand(line.netCents)}
            </Table.Td>
            <Table.Td ta="right" style={amount}>
              {formatRand(line.totalCents)}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

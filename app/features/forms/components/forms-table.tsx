import { Anchor, Badge, Table, Text } from "@mantine/core";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import type { FormStatus } from "../field-types";
import * as m from "../messages";

export interface FormsTableRow {
  id: string;
  title: string;
  /** Built forms: draft, open or closed; the site's own forms: "built-in". */
  status: FormStatus | "built-in";
  statusLabel: string;
  responseCount: number;
  lastResponseAt: string | null;
  publicPath: string | null;
}

const STATUS_COLOURS: Record<FormsTableRow["status"], string> = {
  draft: "var(--campus-neutral)",
  open: "var(--campus-success)",
  closed: "var(--campus-danger-strong)",
  "built-in": "var(--campus-info)",
};

/** Every form with its status, response count and last response. */
export function FormsTable({ rows }: { rows: FormsTableRow[] }) {
  return (
    <ScrollTable label={m.forms()} minWidth={680}>
      <Table verticalSpacing="sm" striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{m.form()}</Table.Th>
            <Table.Th>{m.status()}</Table.Th>
            <Table.Th ta="right">{m.responses()}</Table.Th>
            <Table.Th>{m.lastResponse()}</Table.Th>
            <Table.Th>{m.publicAddressColumn()}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id}>
              <Table.Td>
                <Anchor component={Link} to={`/instructor/form/${row.id}`} fw={600}>
                  {row.title}
                </Anchor>
              </Table.Td>
              <Table.Td>
                <Badge variant="outline" color={STATUS_COLOURS[row.status]} style={{ whiteSpace: "nowrap" }}>
                  {row.statusLabel}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">{row.responseCount}</Table.Td>
              <Table.Td style={{ whiteSpace: "nowrap" }}>
                {row.lastResponseAt ?? (
                  <Text span c="var(--campus-text-muted)" size="sm">
                    {m.noneYet()}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                {row.publicPath ? (
                  <Anchor href={row.publicPath} size="sm">
                    {row.publicPath}
                  </Anchor>
                ) : (
                  <Text span c="var(--campus-text-muted)" size="sm">
                    {m.notPublic()}
                  </Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollTable>
  );
}

import { Table } from "@mantine/core";
import type { ReactNode } from "react";

/** An amount in a table: right-aligned and on one line ("R 187.50", never "R" above "187.50"); the table scrolls instead. */
export function MoneyCell({ children }: { children: ReactNode }) {
  return (
    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
      {children}
    </Table.Td>
  );
}

import {
  type CSSProperties,
  createContext,
  type HTMLAttributes,
  type ReactNode,
  type TdHTMLAttributes,
  type ThHTMLAttributes,
  useContext,
} from "react";
import { TABLE_CLASSES } from "./mantine-classes";

/*
 * Mantine's Table, drawn as plain elements (docs/decisions/0055-render-cost.md). Mantine's Table.Tr,
 * Table.Td … each run Mantine's props, styles and class-name machinery once per cell. These render
 * the same markup (Mantine's own class names and data attributes, so its stylesheet, ScrollTable's
 * sticky first column and the stripes look exactly as before) with no per-cell work.
 * mantine-classes.test.ts compares them with Mantine's output.
 */

/** Mantine's vertical spacings for a table: its default (7px) and the theme's steps. */
const VERTICAL_SPACING = {
  default: "calc(0.4375rem * var(--mantine-scale))",
  xs: "var(--mantine-spacing-xs)",
  sm: "var(--mantine-spacing-sm)",
  md: "var(--mantine-spacing-md)",
} as const;

const SPACING_STYLES = Object.fromEntries(
  Object.entries(VERTICAL_SPACING).map(([key, value]) => [key, { "--table-vertical-spacing": value } as CSSProperties]),
) as Record<keyof typeof VERTICAL_SPACING, CSSProperties>;

function joined(base: string, extra: string | undefined): string {
  return extra ? `${base} ${extra}` : base;
}

interface DataTableProps extends HTMLAttributes<HTMLTableElement> {
  /** Shades every other body row, as Mantine's `striped`. */
  striped?: boolean;
  /** Shades the row under the pointer, as Mantine's `highlightOnHover`. */
  highlightOnHover?: boolean;
  verticalSpacing?: Exclude<keyof typeof VERTICAL_SPACING, "default">;
}

interface RowLook {
  "data-striped"?: "odd";
  "data-hover"?: true;
}

/** What each row carries, as Mantine's rows do: four fixed objects, so the context never changes identity. */
const ROW_LOOKS: Record<"plain" | "striped" | "hover" | "stripedHover", RowLook> = {
  plain: {},
  striped: { "data-striped": "odd" },
  hover: { "data-hover": true },
  stripedHover: { "data-striped": "odd", "data-hover": true },
};

const RowLookContext = createContext<RowLook>(ROW_LOOKS.plain);

function rowLookOf(striped: boolean, hover: boolean): RowLook {
  if (striped) return hover ? ROW_LOOKS.stripedHover : ROW_LOOKS.striped;
  return hover ? ROW_LOOKS.hover : ROW_LOOKS.plain;
}

/** The table: its rows take the stripes and hover from it, as Mantine's do. */
export function DataTable({
  striped = false,
  highlightOnHover = false,
  verticalSpacing,
  className,
  style,
  children,
  ...rest
}: DataTableProps) {
  const spacing = SPACING_STYLES[verticalSpacing ?? "default"];
  return (
    <table
      {...rest}
      className={joined(TABLE_CLASSES.table, className)}
      style={style ? { ...spacing, ...style } : spacing}
    >
      <RowLookContext value={rowLookOf(striped, highlightOnHover)}>{children}</RowLookContext>
    </table>
  );
}

export function DataTableHead({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...rest} className={joined(TABLE_CLASSES.thead, className)} />;
}

export function DataTableBody({ className, ...rest }: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...rest} className={joined(TABLE_CLASSES.tbody, className)} />;
}

/** A row, with Mantine's row border and the table's stripes and hover. */
export function DataTableRow({ className, ...rest }: HTMLAttributes<HTMLTableRowElement>) {
  const look = useContext(RowLookContext);
  return <tr {...rest} {...look} className={joined(TABLE_CLASSES.tr, className)} data-with-row-border="true" />;
}

export function DataTableHeader({ className, ...rest }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...rest} className={joined(TABLE_CLASSES.th, className)} />;
}

export function DataTableCell({ className, ...rest }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...rest} className={joined(TABLE_CLASSES.td, className)} />;
}

/** A table's header row from its column headings, in order (a heading may be an element, e.g. visually hidden). */
export function DataTableHeadings({ labels }: { labels: readonly ReactNode[] }) {
  return (
    <DataTableHead>
      <DataTableRow>
        {labels.map((label, column) => (
          // The headings are fixed per table: their position is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above.
          <DataTableHeader key={column}>{label}</DataTableHeader>
        ))}
      </DataTableRow>
    </DataTableHead>
  );
}

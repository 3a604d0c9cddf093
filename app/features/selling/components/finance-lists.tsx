import { Anchor, Badge, Button, Group, NativeSelect, SimpleGrid, Table, Text, TextInput } from "@mantine/core";
import { IconSearch } from "@tabler/icons-react";
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import {
  DataTable,
  DataTableBody,
  DataTableCell,
  DataTableHead,
  DataTableHeader,
  DataTableRow,
} from "~/components/data-table";
import cell from "~/components/data-table.module.css";
import { EmptyState } from "~/components/empty-state";
import { KeysetNav } from "~/components/keyset-nav";
import { ListPage } from "~/components/list-page";
import { BADGE_CLASSES } from "~/components/mantine-classes";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import type { OrderStatus, PaymentMethod } from "~db/schema";
import {
  DOCUMENT_KIND_LABELS,
  documentPath,
  type InvoiceStanding,
  ORDER_STATUS_LABELS,
  PAYMENT_METHOD_LABELS,
} from "../finance.schema";
import type { InvoiceListItem, OrderListItem, PaymentListItem } from "../finance-lists.server";
import classes from "./finance-lists.module.css";
import * as m from "./messages";
import { MoneyCell } from "./money-cell";

type Choice = { value: string; label: string };

interface FilterField {
  name: string;
  label: string;
  choices: Choice[];
}

/** The filters above a finance list: a GET form, so the filtered list is an address (and survives a reload). */
function FinanceFilters({
  searchLabel,
  values,
  selects,
}: {
  searchLabel: string;
  values: Record<string, string | undefined>;
  selects: FilterField[];
}) {
  return (
    <Form method="get" role="search" aria-label={m.filterTheList()}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm">
        <TextInput
          label={searchLabel}
          name="q"
          defaultValue={values.q ?? ""}
          leftSection={<IconSearch size={16} aria-hidden="true" />}
        />
        {selects.map((select) => (
          <NativeSelect
            key={select.name}
            label={select.label}
            name={select.name}
            defaultValue={values[select.name] ?? ""}
            data={[{ value: "", label: m.any() }, ...select.choices]}
          />
        ))}
        <TextInput label={m.from()} type="date" name="from" defaultValue={values.from ?? ""} />
        <TextInput label={m.to()} type="date" name="to" defaultValue={values.to ?? ""} />
      </SimpleGrid>
      <Group mt="sm" gap="sm">
        <Button type="submit" variant="default">
          {m.applyFilters()}
        </Button>
        <Anchor component={Link} to="?" size="sm">
          {m.clearFilters()}
        </Anchor>
      </Group>
    </Form>
  );
}

interface FinanceListFrameProps {
  title: string;
  /** "3 orders", m.noOrdersFound(), m.pagesOfOrders(): whole messages, each language's plural. */
  words: { count: (values: { count: number }) => string; empty: () => string; pages: () => string };
  intro: string;
  total: number;
  next: string | null;
  isEmpty: boolean;
  filters: ReactNode;
  actions?: ReactNode;
  reloadTo: string;
  children: ReactNode;
}

function FinanceListFrame({
  title,
  words,
  intro,
  total,
  next,
  isEmpty,
  filters,
  actions,
  reloadTo,
  children,
}: FinanceListFrameProps) {
  return (
    <ListPage
      title={title}
      countLabel={words.count({ count: total })}
      intro={intro}
      actions={actions}
      tools={filters}
      reloadTo={reloadTo}
      isEmpty={isEmpty}
      empty={<EmptyState heading={words.empty()} text={m.nothingMatches()} />}
      // Keyset paging below the table; the numbered pages are not used here.
      pagination={{ total: 0, pageSize: 1, page: 1, label: words.pages() }}
    >
      {children}
      <KeysetNav next={next} label={words.pages()} />
    </ListPage>
  );
}

/**
 * A light badge in the site's status colours (text on a tint of itself: AA in each scheme): Mantine's
 * Badge markup, its colours in finance-lists.module.css by status (quote and cancelled neutral).
 */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return (
    <div className={`${classes.status} ${BADGE_CLASSES.root}`} data-variant="light" data-status={status}>
      <span className={BADGE_CLASSES.label}>{ORDER_STATUS_LABELS[status]}</span>
    </div>
  );
}

const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

export interface OrdersListProps {
  orders: Array<Omit<OrderListItem, "createdAt"> & { created: string }>;
  total: number;
  next: string | null;
  values: Record<string, string | undefined>;
  companies: Array<{ id: string; name: string }>;
}

export function OrdersList({ orders, total, next, values, companies }: OrdersListProps) {
  return (
    <FinanceListFrame
      title={m.orders()}
      words={{ count: m.ordersCount, empty: m.noOrdersFound, pages: m.pagesOfOrders }}
      intro={m.ordersIntro()}
      total={total}
      next={next}
      isEmpty={orders.length === 0}
      reloadTo="/staff/orders"
      filters={
        <FinanceFilters
          searchLabel={m.searchOrders()}
          values={values}
          selects={[
            { name: "status", label: m.status(), choices: choicesOf(ORDER_STATUS_LABELS) },
            { name: "method", label: m.paymentMethod(), choices: choicesOf(PAYMENT_METHOD_LABELS) },
            { name: "company", label: m.company(), choices: companies.map((c) => ({ value: c.id, label: c.name })) },
          ]}
        />
      }
    >
      <ScrollTable label={m.orders()} minWidth={760}>
        <DataTable striped>
          <DataTableHead>
            <DataTableRow>
              <DataTableHeader>{m.order()}</DataTableHeader>
              <DataTableHeader>{m.placed()}</DataTableHeader>
              <DataTableHeader>{m.buyer()}</DataTableHeader>
              <DataTableHeader>{m.status()}</DataTableHeader>
              <DataTableHeader>{m.method()}</DataTableHeader>
              <DataTableHeader className={classes.right}>{m.total()}</DataTableHeader>
              <DataTableHeader className={classes.right}>{m.owed()}</DataTableHeader>
            </DataTableRow>
          </DataTableHead>
          <DataTableBody>
            {orders.map((order) => (
              <DataTableRow key={order.id}>
                <DataTableCell>
                  <Link className={cell.link} to={`/staff/orders/${order.id}`}>
                    {order.number}
                  </Link>
                  <p className={`${cell.text} ${cell.muted}`} data-size="xs">
                    {order.paymentReference}
                  </p>
                </DataTableCell>
                <DataTableCell>{order.created}</DataTableCell>
                <DataTableCell>
                  <p className={cell.text} data-size="sm">
                    {order.companyName || order.buyerName}
                  </p>
                  <p className={`${cell.text} ${cell.muted}`} data-size="xs">
                    {order.companyName ? `${order.buyerName}, ` : ""}
                    {order.buyerEmail}
                  </p>
                </DataTableCell>
                <DataTableCell>
                  <OrderStatusBadge status={order.status} />
                </DataTableCell>
                <DataTableCell>{PAYMENT_METHOD_LABELS[order.paymentMethod]}</DataTableCell>
                <DataTableCell className={classes.money}>{formatRand(order.totalCents)}</DataTableCell>
                <DataTableCell className={classes.right}>
                  {order.status === "cancelled" ? "—" : formatRand(Math.max(0, order.totalCents - order.paidCents))}
                </DataTableCell>
              </DataTableRow>
            ))}
          </DataTableBody>
        </DataTable>
      </ScrollTable>
    </FinanceListFrame>
  );
}

const STANDING_LABELS: Record<InvoiceStanding, string> = {
  get paid() {
    return m.standingPaid();
  },
  get open() {
    return m.standingOpen();
  },
  get overdue() {
    return m.standingOverdue();
  },
};
const STANDING_COLOURS: Record<InvoiceStanding, string> = {
  paid: "var(--campus-success)",
  open: "var(--campus-info)",
  overdue: "var(--campus-danger-strong)",
};

export interface InvoicesListProps {
  documents: InvoiceListItem[];
  total: number;
  next: string | null;
  values: Record<string, string | undefined>;
  companies: Array<{ id: string; name: string }>;
}

export function InvoicesList({ documents, total, next, values, companies }: InvoicesListProps) {
  return (
    <FinanceListFrame
      title={m.invoices()}
      words={{ count: m.documentsCount, empty: m.noDocumentsFound, pages: m.pagesOfDocuments }}
      intro={m.invoicesIntro()}
      total={total}
      next={next}
      isEmpty={documents.length === 0}
      reloadTo="/staff/invoices"
      filters={
        <FinanceFilters
          searchLabel={m.searchInvoices()}
          values={values}
          selects={[
            { name: "kind", label: m.kind(), choices: choicesOf(DOCUMENT_KIND_LABELS) },
            { name: "standing", label: m.standing(), choices: choicesOf(STANDING_LABELS) },
            { name: "company", label: m.company(), choices: companies.map((c) => ({ value: c.id, label: c.name })) },
          ]}
        />
      }
    >
      <ScrollTable label={m.invoices()} minWidth={720}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.number()}</Table.Th>
              <Table.Th>{m.issued()}</Table.Th>
              <Table.Th>{m.due()}</Table.Th>
              <Table.Th>{m.recipient()}</Table.Th>
              <Table.Th>{m.order()}</Table.Th>
              <Table.Th ta="right">{m.total()}</Table.Th>
              <Table.Th>{m.standing()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {documents.map((document) => (
              <Table.Tr key={document.id}>
                <Table.Td>
                  {/* The document's own page (documents): linked by its path. */}
                  <Anchor component={Link} to={documentPath(document)}>
                    {document.number}
                  </Anchor>
                  <Text size="xs" c="var(--campus-text-muted)">
                    {DOCUMENT_KIND_LABELS[document.kind]}
                  </Text>
                </Table.Td>
                <Table.Td>{document.issueDate}</Table.Td>
                <Table.Td>{document.dueDate ?? "—"}</Table.Td>
                <Table.Td>
                  <Text size="sm">{document.recipientName}</Text>
                  <Text size="xs" c="var(--campus-text-muted)">
                    {document.recipientEmail}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Anchor component={Link} to={`/staff/orders/${document.orderId}`}>
                    {document.orderNumber}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right">
                  {document.kind === "credit_note" ? "−" : ""}
                  {formatRand(document.totalCents)}
                </Table.Td>
                <Table.Td>
                  {document.standing ? (
                    <Badge color={STANDING_COLOURS[document.standing]} variant="light">
                      {STANDING_LABELS[document.standing]}
                    </Badge>
                  ) : (
                    "—"
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </FinanceListFrame>
  );
}

export interface PaymentsListProps {
  payments: Array<Omit<PaymentListItem, "createdAt">>;
  total: number;
  next: string | null;
  values: Record<string, string | undefined>;
  companies: Array<{ id: string; name: string }>;
  methods: string[];
}

export function PaymentsList({ payments, total, next, values, companies, methods }: PaymentsListProps) {
  const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;
  return (
    <FinanceListFrame
      title={m.payments()}
      words={{ count: m.paymentsCount, empty: m.noPaymentsFound, pages: m.pagesOfPayments }}
      intro={m.paymentsIntro()}
      total={total}
      next={next}
      isEmpty={payments.length === 0}
      reloadTo="/staff/payments"
      filters={
        <FinanceFilters
          searchLabel={m.searchOrders()}
          values={values}
          selects={[
            {
              name: "method",
              label: m.method(),
              choices: methods.map((method) => ({ value: method, label: methodLabel(method) })),
            },
            { name: "company", label: m.company(), choices: companies.map((c) => ({ value: c.id, label: c.name })) },
          ]}
        />
      }
    >
      <ScrollTable label={m.payments()} minWidth={640}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{m.received()}</Table.Th>
              <Table.Th>{m.order()}</Table.Th>
              <Table.Th>{m.buyer()}</Table.Th>
              <Table.Th>{m.method()}</Table.Th>
              <Table.Th>{m.reference()}</Table.Th>
              <Table.Th ta="right">{m.amount()}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {payments.map((payment) => (
              <Table.Tr key={payment.id}>
                <Table.Td>{payment.receivedOn}</Table.Td>
                <Table.Td>
                  {payment.orderId ? (
                    <Anchor component={Link} to={`/staff/orders/${payment.orderId}`}>
                      {payment.orderNumber}
                    </Anchor>
                  ) : (
                    m.notMatched()
                  )}
                </Table.Td>
                <Table.Td>{payment.buyerName ?? "—"}</Table.Td>
                <Table.Td>{methodLabel(payment.method)}</Table.Td>
                <Table.Td>{payment.externalReference || "—"}</Table.Td>
                <MoneyCell>{formatRand(payment.amountCents)}</MoneyCell>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </FinanceListFrame>
  );
}

import { Anchor, Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconReceipt } from "@tabler/icons-react";
import { Link } from "react-router";
import * as m from "./messages";

/**
 * My learning › My orders and invoices (decision 0083-fulfilment-seats): the person's orders, newest
 * first, a page at a time, each with its tax invoice and credit notes. Built in
 * app/server/selling-my-orders.server.ts (selling owns orders; my-learning only shows them).
 */
export interface MyOrdersView {
  orders: {
    id: string;
    number: string;
    /** "20 November 2026" */
    placedOn: string;
    statusLabel: string;
    total: string;
    summary: string;
    canCancel: boolean;
    documents: { id: string; number: string; kindLabel: string; total: string; path: string }[];
  }[];
  page: number;
  hasPrevious: boolean;
  hasNext: boolean;
}

function pagePath(basePath: string, page: number): string {
  return page <= 1 ? `${basePath}#my-orders-heading` : `${basePath}?orders=${page}#my-orders-heading`;
}

/** A person's orders on My learning, or (heading and basePath given) a company's on My company. */
export function MyOrdersSection({
  view,
  heading,
  basePath = "/my-learning",
}: {
  view: MyOrdersView;
  heading?: string;
  basePath?: string;
}) {
  if (view.orders.length === 0 && view.page === 1) return null;
  return (
    <Stack component="section" aria-labelledby="my-orders-heading" gap="sm">
      <Group gap="xs" wrap="nowrap">
        <IconReceipt size={24} stroke={1.6} aria-hidden="true" color="var(--mantine-color-campus-7)" />
        <Title order={2} size="h3" id="my-orders-heading">
          {heading ?? m.myOrdersInvoices()}
        </Title>
      </Group>
      {view.orders.length === 0 ? <Text size="sm">{m.noOrdersPage()}</Text> : null}
      <Stack gap="sm" component="ul" style={{ listStyle: "none", margin: 0, padding: 0 }}>
        {view.orders.map((order) => (
          <Paper component="li" key={order.id} withBorder p="md" radius="md">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Anchor component={Link} to={`/orders/${order.id}`} fw={600}>
                  {m.orderNumber({ number: order.number })}
                </Anchor>
                <Badge variant="light" color="gray" c="var(--mantine-color-text)">
                  {order.statusLabel}
                </Badge>
              </Group>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {order.summary}
              </Text>
              <Text size="sm" c="dimmed">
                {m.placedTotal({ date: order.placedOn, total: order.total })}
              </Text>
              {order.documents.length > 0 ? (
                <Group gap="md" wrap="wrap">
                  {order.documents.map((document) => (
                    <Group key={document.id} gap={6} wrap="nowrap">
                      <Anchor component={Link} to={document.path} size="sm">
                        {document.kindLabel} {document.number} ({document.total})
                      </Anchor>
                      {/* The documents' PDF route (a resource route: a plain link, not client navigation). */}
                      <Anchor
                        href={`${document.path}/pdf`}
                        size="sm"
                        aria-label={m.documentAsPdf({ kind: document.kindLabel, number: document.number })}
                      >
                        {/* i18n-exempt: a file format's name */}
                        PDF
                      </Anchor>
                    </Group>
                  ))}
                </Group>
              ) : null}
              {order.canCancel ? (
                <Anchor component={Link} to={`/orders/${order.id}/cancel`} size="sm">
                  {m.cancelSeatsOf({ number: order.number })}
                </Anchor>
              ) : null}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {view.hasPrevious || view.hasNext ? (
        <Group gap="md">
          {view.hasPrevious ? (
            <Anchor component={Link} to={pagePath(basePath, view.page - 1)} size="sm">
              {m.newerOrders()}
            </Anchor>
          ) : null}
          {view.hasNext ? (
            <Anchor component={Link} to={pagePath(basePath, view.page + 1)} size="sm">
              {m.olderOrders()}
            </Anchor>
          ) : null}
        </Group>
      ) : null}
    </Stack>
  );
}

import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import type { ProFormaView } from "../pro-forma.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { MoneyCell } from "./money-cell";

/** The buyer's link to an order's pro-forma invoice (for the order page): the page and its PDF. */
export function ProFormaLink({ orderId }: { orderId: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={`/orders/${orderId}/pro-forma`} variant="light">
        {m.proFormaAndBank()}
      </Button>
      <Button
        component="a"
        href={`/orders/${orderId}/pro-forma.pdf`}
        variant="subtle"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
      >
        {m.proFormaPdf()}
      </Button>
    </Group>
  );
}

function Lines({ label, lines }: { label: string; lines: string[] }) {
  return (
    <Stack gap={2}>
      <Text fw={700} size="sm" c="dimmed">
        {label}
      </Text>
      {lines.filter(Boolean).map((line) => (
        <Text key={line} size="sm" style={{ whiteSpace: "pre-line" }}>
          {line}
        </Text>
      ))}
    </Stack>
  );
}

/** The pro-forma invoice on screen: what to pay, to which account, with which reference. */
export function ProFormaPage({ view }: { view: ProFormaView }) {
  const bankRows: Array<[string, string]> = [
    [m.bank(), view.bank.bankName],
    [m.accountName(), view.bank.accountName],
    [m.accountNumber(), view.bank.accountNumber],
    [m.branchCode(), view.bank.branchCode],
    ["Reference", view.paymentReference],
  ];
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{m.proFormaTitle({ number: view.orderNumber })}</Title>
          <Text c="dimmed" size="sm">
            {m.proFormaPlaced({ date: view.placedOn })}
          </Text>
        </Stack>
        {!view.isPayable ? (
          <Alert color="gray" title={m.nothingToPay()}>
            {view.status === "paid" ? m.orderIsPaid() : m.orderNotAwaitingPayment()}
          </Alert>
        ) : null}
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              {m.payByEft()}
            </Title>
            {view.hasBankDetails ? (
              <Table variant="vertical" withTableBorder={false} layout="fixed">
                <Table.Tbody>
                  {bankRows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={150}>{label}</Table.Th>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>
                        <Text
                          fw={label === m.reference() ? 700 : 400}
                          ff={label === m.reference() ? "monospace" : undefined}
                        >
                          {value}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Alert color="orange" title={m.bankNotSetUp()}>
                <MessageWithParts
                  text={m.contactForBank({ reference: slot("reference") })}
                  parts={{ reference: <strong>{view.paymentReference}</strong> }}
                />
              </Alert>
            )}
            <Text size="sm">
              <MessageWithParts
                text={m.quoteReference({ reference: slot("reference") })}
                parts={{ reference: <strong>{view.paymentReference}</strong> }}
              />
              {view.paidCents > 0
                ? m.receivedSoFarStillToPay({ paid: formatRand(view.paidCents), due: formatRand(view.dueCents) })
                : m.amountToPay({ amount: formatRand(view.totalCents) })}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button
                component="a"
                href={`/orders/${view.orderId}/pro-forma.pdf`}
                leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              >
                {m.downloadPdf()}
              </Button>
              {view.isPayable ? (
                <Button
                  component={Link}
                  to={`/orders/${view.orderId}/proof`}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  {m.sendProof()}
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Lines
            label={m.from()}
            lines={[
              view.supplier.name,
              view.supplier.address,
              view.supplier.vatNumber ? m.vatNumberLine({ number: view.supplier.vatNumber }) : "",
            ]}
          />
          <Lines
            label={m.to()}
            lines={[
              view.buyer.companyName || view.buyer.name,
              view.buyer.companyName ? m.attention({ name: view.buyer.name }) : "",
              view.buyer.address,
              view.buyer.vatNumber ? m.vatNumberLine({ number: view.buyer.vatNumber }) : "",
              view.buyer.purchaseOrder ? m.purchaseOrderLine({ number: view.buyer.purchaseOrder }) : "",
            ]}
          />
        </SimpleGrid>
        <ScrollTable label={m.orderLines()} minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{m.description()}</Table.Th>
                <Table.Th ta="right">{m.qty()}</Table.Th>
                <Table.Th ta="right">{m.unitPrice()}</Table.Th>
                <Table.Th ta="right">{m.exclVat()}</Table.Th>
                <Table.Th ta="right">{m.vat()}</Table.Th>
                <Table.Th ta="right">{m.total()}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {view.lines.map((line) => (
                <Table.Tr key={line.id}>
                  <Table.Td>{line.description}</Table.Td>
                  <Table.Td ta="right">{line.quantity}</Table.Td>
                  <MoneyCell>{formatRand(line.unitPriceCents)}</MoneyCell>
                  <MoneyCell>{formatRand(line.netCents)}</MoneyCell>
                  <MoneyCell>{formatRand(line.vatCents)}</MoneyCell>
                  <MoneyCell>{formatRand(line.totalCents)}</MoneyCell>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
        <Stack gap={4} ml="auto" miw={240}>
          <Group justify="space-between">
            <Text size="sm">{m.totalExclVat()}</Text>
            <Text size="sm">{formatRand(view.netCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">{m.vat()}</Text>
            <Text size="sm">{formatRand(view.vatCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>{m.totalInclVat()}</Text>
            <Text fw={700}>{formatRand(view.totalCents)}</Text>
          </Group>
        </Stack>
        <Anchor component={Link} to={`/orders/${view.orderId}`} size="sm">
          {m.backToOrder()}
        </Anchor>
      </Stack>
    </Container>
  );
}

import { Alert, Anchor, Button, Container, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from "@mantine/core";
import { IconFileTypePdf, IconUpload } from "@tabler/icons-react";
import { Link } from "react-router";
import { ScrollTable } from "~/components/scroll-table";
import { formatRand } from "~/lib/course-buyer-facts";
import type { ProFormaView } from "../pro-forma.server";
import { MoneyCell } from "./money-cell";

/** The buyer's link to an order's pro-forma invoice (for the order page): the page and its PDF. */
export function ProFormaLink({ orderId }: { orderId: string }) {
  return (
    <Group gap="sm" wrap="wrap">
      <Button component={Link} to={`/orders/${orderId}/pro-forma`} variant="light">
        Pro-forma invoice and bank details
      </Button>
      <Button
        component="a"
        href={`/orders/${orderId}/pro-forma.pdf`}
        variant="subtle"
        leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
      >
        Pro-forma invoice (PDF)
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
    ["Bank", view.bank.bankName],
    ["Account name", view.bank.accountName],
    ["Account number", view.bank.accountNumber],
    ["Branch code", view.bank.branchCode],
    ["Reference", view.paymentReference],
  ];
  return (
    <Container size="md" py={{ base: "lg", sm: "xl" }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>Pro-forma invoice {view.orderNumber}</Title>
          <Text c="dimmed" size="sm">
            Placed {view.placedOn}. This is not a tax invoice: the tax invoice is issued once your payment is received.
          </Text>
        </Stack>
        {!view.isPayable ? (
          <Alert color="gray" title="Nothing to pay">
            {view.status === "paid" ? "This order is paid. Thank you." : "This order is not waiting for payment."}
          </Alert>
        ) : null}
        <Paper withBorder p={{ base: "md", sm: "lg" }} radius="md">
          <Stack gap="md">
            <Title order={2} size="h3">
              Pay by EFT
            </Title>
            {view.hasBankDetails ? (
              <Table variant="vertical" withTableBorder={false} layout="fixed">
                <Table.Tbody>
                  {bankRows.map(([label, value]) => (
                    <Table.Tr key={label}>
                      <Table.Th w={150}>{label}</Table.Th>
                      <Table.Td style={{ overflowWrap: "anywhere" }}>
                        <Text
                          fw={label === "Reference" ? 700 : 400}
                          ff={label === "Reference" ? "monospace" : undefined}
                        >
                          {value}
                        </Text>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            ) : (
              <Alert color="orange" title="Bank details not set up yet">
                Please contact us for the bank details before you pay. Your payment reference is{" "}
                <strong>{view.paymentReference}</strong>.
              </Alert>
            )}
            <Text size="sm">
              Quote the reference <strong>{view.paymentReference}</strong> exactly, so your payment is matched to this
              order.
              {view.paidCents > 0
                ? ` Received so far: ${formatRand(view.paidCents)}; still to pay: ${formatRand(view.dueCents)}.`
                : ` Amount to pay: ${formatRand(view.totalCents)}.`}
            </Text>
            <Group gap="sm" wrap="wrap">
              <Button
                component="a"
                href={`/orders/${view.orderId}/pro-forma.pdf`}
                leftSection={<IconFileTypePdf size={16} aria-hidden="true" />}
              >
                Download PDF
              </Button>
              {view.isPayable ? (
                <Button
                  component={Link}
                  to={`/orders/${view.orderId}/proof`}
                  variant="light"
                  leftSection={<IconUpload size={16} aria-hidden="true" />}
                >
                  Send proof of payment
                </Button>
              ) : null}
            </Group>
          </Stack>
        </Paper>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Lines
            label="From"
            lines={[
              view.supplier.name,
              view.supplier.address,
              view.supplier.vatNumber ? `VAT number ${view.supplier.vatNumber}` : "",
            ]}
          />
          <Lines
            label="To"
            lines={[
              view.buyer.companyName || view.buyer.name,
              view.buyer.companyName ? `Attention: ${view.buyer.name}` : "",
              view.buyer.address,
              view.buyer.vatNumber ? `VAT number ${view.buyer.vatNumber}` : "",
              view.buyer.purchaseOrder ? `Purchase order ${view.buyer.purchaseOrder}` : "",
            ]}
          />
        </SimpleGrid>
        <ScrollTable label="Order lines" minWidth={560}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Description</Table.Th>
                <Table.Th ta="right">Qty</Table.Th>
                <Table.Th ta="right">Unit price</Table.Th>
                <Table.Th ta="right">Excl. VAT</Table.Th>
                <Table.Th ta="right">VAT</Table.Th>
                <Table.Th ta="right">Total</Table.Th>
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
            <Text size="sm">Total excluding VAT</Text>
            <Text size="sm">{formatRand(view.netCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text size="sm">VAT</Text>
            <Text size="sm">{formatRand(view.vatCents)}</Text>
          </Group>
          <Group justify="space-between">
            <Text fw={700}>Total including VAT</Text>
            <Text fw={700}>{formatRand(view.totalCents)}</Text>
          </Group>
        </Stack>
        <Anchor component={Link} to={`/orders/${view.orderId}`} size="sm">
          Back to the order
        </Anchor>
      </Stack>
    </Container>
  );
}

import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  NativeSelect,
  Paper,
  PasswordInput,
  Radio,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { PrivacyConsentCheckbox } from "~/components/privacy-consent-checkbox";
import type { RefusedReply } from "~/lib/action-reply";
import { PRIVACY_CONSENT_FIELD } from "~/lib/privacy-consent";
import { attendeeField, PLACE_ORDER_INTENT } from "../checkout.schema";
import type { BuyingCompany, CardProvider, CartView } from "../checkout.server";
import { MessageWithParts, slot } from "./message-with-parts";
import * as m from "./messages";
import { LinesTable, OrderTotals } from "./order-totals";

export interface CheckoutPageProps {
  cart: CartView;
  checkoutKey: string;
  signedIn: { name: string; email: string } | null;
  companies: BuyingCompany[];
  cardProviders: Array<{ provider: CardProvider; label: string }>;
  reply: (Partial<RefusedReply> & { sent?: string }) | undefined;
}

/** Buyer, company, attendees, payment method, consent, Place order: one form, priced by the server. */
export function CheckoutPage({ cart, checkoutKey, signedIn, companies, cardProviders, reply }: CheckoutPageProps) {
  const navigation = useNavigation();
  const values = reply?.values ?? {};
  const errors = reply?.fieldErrors ?? {};
  const [buyerKind, setBuyerKind] = useState(values.buyerKind === "company" ? "company" : "person");
  const [companyId, setCompanyId] = useState(values.companyId ?? companies[0]?.companyId ?? "");
  const company = companies.find((entry) => entry.companyId === companyId);
  const mayUseAccount = buyerKind === "company" && Boolean(company?.onAccount);
  if (reply?.sent) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{m.checkYourEmail()}</Title>
          <Alert color="teal" role="status">
            {reply.sent}
          </Alert>
        </Stack>
      </Container>
    );
  }
  if (cart.lines.length === 0) {
    return (
      <Container size="sm" py="xl">
        <Stack gap="md">
          <Title order={1}>{m.checkout()}</Title>
          <Text>{m.checkoutCartEmpty()}</Text>
          <Anchor component={Link} to="/cart">
            {m.goToCart()}
          </Anchor>
        </Stack>
      </Container>
    );
  }
  const attendeeLines = cart.lines.map((line, index) => ({ line, index })).filter(({ line }) => line.namesAttendees);
  return (
    <Container size="md" py="xl">
      <Form method="post" noValidate>
        <input type="hidden" name="intent" value={PLACE_ORDER_INTENT} />
        <input type="hidden" name="checkoutKey" value={checkoutKey} />
        <input type="hidden" name="discountCode" value={cart.discountError ? "" : cart.discountCode} />
        <Stack gap="lg">
          <Title order={1}>{m.checkout()}</Title>
          {reply?.formError ? (
            <Alert color="red" role="alert">
              {reply.formError}
            </Alert>
          ) : null}
          {cart.canCheckOut ? null : (
            <Alert color="red" title={m.itemsCannotBeBought()}>
              <Stack gap={4}>
                {cart.lines
                  .filter((line) => line.problem)
                  .map((line) => (
                    <Text key={`${line.itemType}-${line.itemId}`} size="sm">
                      {line.problem}
                    </Text>
                  ))}
                <Anchor component={Link} to="/cart" size="sm">
                  {m.changeCart()}
                </Anchor>
              </Stack>
            </Alert>
          )}
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-summary">
            <Stack gap="sm">
              <Title order={2} size="h4" id="checkout-summary">
                {m.yourOrder()}
              </Title>
              <LinesTable
                lines={cart.lines.map((line) => ({
                  key: `${line.itemType}-${line.itemId}`,
                  description: line.description,
                  quantity: line.quantity,
                  netCents: line.netCents,
                  totalCents: line.totalCents,
                }))}
              />
              {cart.totals ? <OrderTotals totals={cart.totals} /> : null}
              <Anchor component={Link} to="/cart" size="sm">
                {m.changeCart()}
              </Anchor>
            </Stack>
          </Paper>

          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-buyer">
            <Stack gap="sm">
              <Title order={2} size="h4" id="checkout-buyer">
                {m.yourDetails()}
              </Title>
              {signedIn ? null : (
                <Text size="sm">
                  <MessageWithParts
                    text={m.haveAccountSignIn({ signIn: slot("signIn") })}
                    parts={{
                      signIn: (
                        <Anchor component={Link} to="/sign-in?redirectTo=%2Fcheckout">
                          {m.signIn()}
                        </Anchor>
                      ),
                    }}
                  />
                </Text>
              )}
              <Radio.Group
                name="buyerKind"
                label={m.whoIsBuying()}
                value={buyerKind}
                onChange={setBuyerKind}
                error={errors.buyerKind}
              >
                <Group gap="lg" mt={4}>
                  <Radio value="person" label={m.buyingForMyself()} />
                  <Radio value="company" label={m.aCompany()} />
                </Group>
              </Radio.Group>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput
                  name="name"
                  label={m.name()}
                  autoComplete="name"
                  required
                  defaultValue={values.name ?? signedIn?.name ?? ""}
                  error={errors.name}
                />
                <TextInput
                  name="email"
                  type="email"
                  label={m.email()}
                  autoComplete="email"
                  required
                  defaultValue={values.email ?? signedIn?.email ?? ""}
                  error={errors.email}
                />
                <TextInput
                  name="phone"
                  type="tel"
                  label={m.phone()}
                  autoComplete="tel"
                  defaultValue={values.phone ?? ""}
                  error={errors.phone}
                />
                {signedIn ? null : (
                  <PasswordInput
                    name="password"
                    label={m.choosePassword()}
                    description={m.passwordHint()}
                    autoComplete="new-password"
                    required
                    error={errors.password}
                  />
                )}
              </SimpleGrid>
              {buyerKind === "company" ? (
                <Stack gap="sm">
                  {companies.length > 0 ? (
                    <NativeSelect
                      name="companyId"
                      label={m.buyingFor()}
                      value={companyId}
                      onChange={(event) => setCompanyId(event.currentTarget.value)}
                      data={[
                        ...companies.map((entry) => ({ value: entry.companyId, label: entry.name })),
                        { value: "", label: m.anotherCompany() },
                      ]}
                      error={errors.companyId}
                    />
                  ) : null}
                  <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                    <TextInput
                      key={`name-${companyId}`}
                      name="companyName"
                      label={m.registeredCompanyName()}
                      autoComplete="organization"
                      required
                      defaultValue={values.companyName ?? company?.legalName ?? company?.name ?? ""}
                      error={errors.companyName}
                    />
                    <TextInput
                      key={`vat-${companyId}`}
                      name="vatNumber"
                      label={m.vatNumber()}
                      description={m.ifVatRegistered()}
                      defaultValue={values.vatNumber ?? company?.vatNumber ?? ""}
                      error={errors.vatNumber}
                    />
                    <TextInput
                      name="purchaseOrder"
                      label={m.purchaseOrderNumber()}
                      defaultValue={values.purchaseOrder ?? ""}
                      error={errors.purchaseOrder}
                    />
                  </SimpleGrid>
                  <Textarea
                    key={`address-${companyId}`}
                    name="billingAddress"
                    label={m.address()}
                    description={m.asOnTaxInvoice()}
                    autoComplete="street-address"
                    required
                    autosize
                    minRows={2}
                    defaultValue={values.billingAddress ?? company?.billingAddress ?? ""}
                    error={errors.billingAddress}
                  />
                </Stack>
              ) : null}
            </Stack>
          </Paper>

          {attendeeLines.length > 0 ? (
            <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-attendees">
              <Stack gap="sm">
                <Title order={2} size="h4" id="checkout-attendees">
                  {m.whoWillAttend()}
                </Title>
                <Text size="sm" c="dimmed">
                  {m.nameAttendees()}
                </Text>
                {attendeeLines.map(({ line, index }) => (
                  <Stack key={`${line.itemType}-${line.itemId}`} gap="xs">
                    <Text fw={600}>{line.description}</Text>
                    {Array.from({ length: Math.min(line.quantity, 50) }, (_, seat) => (
                      <SimpleGrid key={attendeeField(index, seat, "name")} cols={{ base: 1, sm: 2 }} spacing="sm">
                        <TextInput
                          name={attendeeField(index, seat, "name")}
                          label={m.seatName({ seat: seat + 1 })}
                          defaultValue={values[attendeeField(index, seat, "name")] ?? ""}
                          error={errors[attendeeField(index, seat, "name")]}
                        />
                        <TextInput
                          name={attendeeField(index, seat, "email")}
                          type="email"
                          label={m.seatEmail({ seat: seat + 1 })}
                          defaultValue={values[attendeeField(index, seat, "email")] ?? ""}
                          error={errors[attendeeField(index, seat, "email")]}
                        />
                      </SimpleGrid>
                    ))}
                  </Stack>
                ))}
              </Stack>
            </Paper>
          ) : null}

          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="checkout-payment">
            <Stack gap="sm">
              <Title order={2} size="h4" id="checkout-payment">
                {m.howYouPay()}
              </Title>
              <Radio.Group
                name="paymentMethod"
                label={m.paymentMethod()}
                defaultValue={values.paymentMethod ?? "eft"}
                error={errors.paymentMethod}
              >
                <Stack gap="xs" mt={4}>
                  <Radio value="eft" label={m.payEftOption()} />
                  {mayUseAccount ? <Radio value="account" label={m.payAccountOption()} /> : null}
                  {cardProviders.map((entry) => (
                    <Radio key={entry.provider} value={entry.provider} label={entry.label} />
                  ))}
                </Stack>
              </Radio.Group>
            </Stack>
          </Paper>

          <PrivacyConsentCheckbox idPrefix="checkout" error={errors[PRIVACY_CONSENT_FIELD]} />
          <Group justify="flex-end">
            <Button type="submit" size="md" loading={navigation.state === "submitting"} disabled={!cart.canCheckOut}>
              {m.placeOrder()}
            </Button>
          </Group>
        </Stack>
      </Form>
    </Container>
  );
}

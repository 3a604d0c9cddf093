import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { OZOW_REQUEST_HASH_FIELDS, OZOW_RESPONSE_HASH_FIELDS, ozowHash } from "./ozow.server";
import { payfastEncode, payfastParamString, payfastSignature } from "./payfast.server";
import { paystackSignature } from "./paystack.server";
import { centsFromDecimal, decimalFromCents } from "./provider";
import { addressAllowed } from "./provider-http.server";
import { yocoSignature, yocoSignatureMatches } from "./yoco.server";

const md5 = (text: string) => createHash("md5").update(text).digest("hex");
const sha512 = (text: string) => createHash("sha512").update(text).digest("hex");

describe("PayFast signature (MD5 of the URL-encoded fields in order, then the passphrase)", () => {
  it("encodes as PHP's urlencode does: spaces as +, upper-case escapes, ~ and ! escaped", () => {
    expect(payfastEncode("Order ORD-000123 (R1 000.00)")).toBe("Order+ORD-000123+%28R1+000.00%29");
    expect(payfastEncode("a~b!c*d'e")).toBe("a%7Eb%21c%2Ad%27e");
    expect(payfastEncode("https://campus.example/payments/return?order=x&provider=payfast")).toBe(
      "https%3A%2F%2Fcampus.example%2Fpayments%2Freturn%3Forder%3Dx%26provider%3Dpayfast",
    );
  });

  it("signs the fields in the order given, with the passphrase appended, and without it when there is none", () => {
    const fields: Array<[string, string]> = [
      ["merchant_id", "10000100"],
      ["merchant_key", "46f0cd694581a"],
      ["amount", "100.00"],
      ["item_name", "Test Item"],
    ];
    const base = "merchant_id=10000100&merchant_key=46f0cd694581a&amount=100.00&item_name=Test+Item";
    expect(payfastParamString(fields)).toBe(base);
    expect(payfastSignature(fields, "jt7NOE43FZPn")).toBe(md5(`${base}&passphrase=jt7NOE43FZPn`));
    expect(payfastSignature(fields)).toBe(md5(base));
    // Order matters: the same fields in another order are another signature.
    expect(payfastSignature([...fields].reverse(), "jt7NOE43FZPn")).not.toBe(payfastSignature(fields, "jt7NOE43FZPn"));
  });
});

describe("Yoco webhook signature (Standard Webhooks: HMAC-SHA256 of id.timestamp.body, whsec_ secret base64)", () => {
  // The published Standard Webhooks example, whose construction Yoco's documentation describes.
  const secret = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
  const expected = "g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=";

  it("matches the known vector", () => {
    expect(yocoSignature(secret, "msg_p5jXN8AQM9LWM0D4loKWxJek", "1614265330", '{"test": 2432232314}')).toBe(expected);
  });

  it("accepts the header when any of its space-separated v1 entries matches, and nothing else", () => {
    expect(yocoSignatureMatches(`v1,${expected}`, expected)).toBe(true);
    expect(yocoSignatureMatches(`v1,bm90IGl0 v1,${expected}`, expected)).toBe(true);
    expect(yocoSignatureMatches(`v2,${expected}`, expected)).toBe(false);
    expect(yocoSignatureMatches(expected, expected)).toBe(false);
    expect(yocoSignatureMatches("", expected)).toBe(false);
  });
});

describe("Paystack webhook signature (HMAC-SHA512 of the raw body keyed with the secret key, hex)", () => {
  it("matches RFC 4231's HMAC-SHA512 test case 2", () => {
    expect(paystackSignature("Jefe", "what do ya want for nothing?")).toBe(
      "164b7a7bfcf819e2e395fbe73b56e0a387bd64222e831fd610270cd7ea2505549758bf75c05a994a6d034f65f8f0e6fdcaeab1a34d4a6b4b636e070a38bce737",
    );
  });
});

describe("Ozow hashes (fields in the documented order, private key appended, lower-cased, SHA-512)", () => {
  it("builds the request HashCheck over the request fields, blanks as nothing", () => {
    const fields = {
      SiteCode: "TSTSTE0001",
      CountryCode: "ZA",
      CurrencyCode: "ZAR",
      Amount: "25.00",
      TransactionReference: "123",
      BankReference: "ABC123",
      CancelUrl: "http://demo.ozow.com/cancel.aspx",
      ErrorUrl: "http://demo.ozow.com/error.aspx",
      SuccessUrl: "http://demo.ozow.com/success.aspx",
      NotifyUrl: "http://demo.ozow.com/notify.aspx",
      IsTest: "false",
    };
    const joined =
      "tstste0001zazar25.00123abc123http://demo.ozow.com/cancel.aspxhttp://demo.ozow.com/error.aspx" +
      "http://demo.ozow.com/success.aspxhttp://demo.ozow.com/notify.aspxfalse215114531aff7134a94c88ceea48e";
    expect(ozowHash(fields, OZOW_REQUEST_HASH_FIELDS, "215114531AFF7134A94C88CEEA48E")).toBe(sha512(joined));
  });

  it("builds the notification Hash over the response fields in their own order", () => {
    const fields = {
      SiteCode: "TSTSTE0001",
      TransactionId: "a1b2",
      TransactionReference: "ORD-000001-x",
      Amount: "25.00",
      Status: "Complete",
      Optional1: "order1",
      CurrencyCode: "ZAR",
      IsTest: "false",
      StatusMessage: "",
    };
    const joined = "tstste0001a1b2ord-000001-x25.00completeorder1zarfalsekey";
    expect(ozowHash(fields, OZOW_RESPONSE_HASH_FIELDS, "KEY")).toBe(sha512(joined));
  });
});

describe("amounts and addresses", () => {
  it("reads rand amounts into cents exactly, and refuses anything else", () => {
    expect(centsFromDecimal("2875.00")).toBe(287_500);
    expect(centsFromDecimal("0.5")).toBe(50);
    expect(centsFromDecimal("12")).toBe(1200);
    for (const bad of ["", "-1.00", "1.005", "1e3", "abc", "1,00", " "]) expect(centsFromDecimal(bad)).toBeNull();
    expect(decimalFromCents(287_505)).toBe("2875.05");
  });

  it("matches an address against addresses and CIDR ranges, IPv4-mapped IPv6 included", () => {
    const list = "197.97.145.144/28,41.74.179.192/27,144.126.193.139";
    expect(addressAllowed("197.97.145.150", list)).toBe(true);
    expect(addressAllowed("::ffff:41.74.179.200", list)).toBe(true);
    expect(addressAllowed("144.126.193.139", list)).toBe(true);
    expect(addressAllowed("197.97.145.160", list)).toBe(false);
    expect(addressAllowed("unknown", list)).toBe(false);
    expect(addressAllowed("127.0.0.1", "")).toBe(false);
  });
});

/** A generator of random strings over an alphabet, using the platform's CSPRNG (browser and Node alike). */
export function customAlphabet(alphabet: string, length: number): () => string {
  return () => {
    const bytes = new Uint8Array(length * 2);
    crypto.getRandomValues(bytes);
    let result = "";
    for (const byte of bytes) {
      // Skip bytes that would bias the distribution towards the start of the alphabet.
      if (byte >= Math.floor(256 / alphabet.length) * alphabet.length) continue;
      result += alphabet[byte % alphabet.length];
      if (result.length === length) return result;
    }
    return result + customAlphabet(alphabet, length - result.length)();
  };
}

import net, { type AddressInfo } from "node:net";

/**
 * Mail servers that are not there, for tests of the outbox under outages (127.0.0.1 only):
 * a port nobody listens on (connection refused) and a server that accepts the connection but
 * never says hello (what a hung SMTP server looks like to a client).
 */

/** smtp:// address of a port that was free a moment ago: connecting to it is refused. */
export async function refusedSmtpUrl(): Promise<string> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

/** Accepts TCP connections and never greets; counts the connections it was given. */
export async function startSilentSmtpServer() {
  const sockets = new Set<net.Socket>();
  let accepted = 0;
  const server = net.createServer((socket) => {
    accepted += 1;
    sockets.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** Connections accepted since the start. */
    get accepted() {
      return accepted;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

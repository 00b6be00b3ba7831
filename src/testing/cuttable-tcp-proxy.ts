import net, { type AddressInfo } from 'node:net';

export interface CuttableTcpProxy {
  port: number;
  /** Like the database going away: every open connection is dropped and new ones are refused. */
  cut: () => Promise<void>;
  /** Like the database coming back, on the same port. */
  restore: () => Promise<void>;
  close: () => Promise<void>;
}

/** A TCP proxy on 127.0.0.1 in front of `target`, for tests that take a server away and bring it back. */
export async function startCuttableTcpProxy(target: {
  host: string;
  port: number;
}): Promise<CuttableTcpProxy> {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;

  const pair = (client: net.Socket) => {
    const upstream = net.connect(target.port, target.host);
    const drop = () => {
      for (const socket of [client, upstream]) {
        socket.destroy();
        sockets.delete(socket);
      }
    };
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', drop).on('close', drop);
    }
    client.pipe(upstream).pipe(client);
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = net.createServer(pair);
      listening.once('error', reject).listen(port, '127.0.0.1', () => {
        port = (listening.address() as AddressInfo).port;
        server = listening;
        resolve();
      });
    });

  const cut = async () => {
    const stopping = server;
    server = undefined;
    for (const socket of sockets) socket.destroy();
    sockets.clear();
    if (stopping) await new Promise<void>((resolve) => stopping.close(() => resolve()));
  };

  await listen();
  return {
    get port() {
      return port;
    },
    cut,
    restore: listen,
    close: cut,
  };
}

import net from 'node:net';

/**
 * A TCP relay to PostgreSQL that a test can break in two ways:
 * - close: new connections are refused and open ones are cut, as when the server stops;
 * - silence: connections stay open (new ones are accepted too) but no byte passes either way, as
 *   when the network drops packets or the server hangs; resume lets everything held back through,
 *   as TCP does once the network is back.
 */
export function databaseRelay(target: { host: string; port: number }, port: number) {
  const pairs = new Set<[net.Socket, net.Socket]>();
  let listener: net.Server | undefined;
  let silent = false;

  const connect = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.pipe(upstream);
    upstream.pipe(client);
  };
  // Not reading holds the bytes in the sockets' buffers, and an end behind them.
  const hold = ([client, upstream]: [net.Socket, net.Socket]) => {
    client.unpipe(upstream);
    upstream.unpipe(client);
    client.pause();
    upstream.pause();
  };

  const open = () =>
    new Promise<void>((resolve) => {
      if (listener?.listening) return resolve();
      listener = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        const pair: [net.Socket, net.Socket] = [client, upstream];
        pairs.add(pair);
        for (const socket of pair) {
          socket.on('close', () => pairs.delete(pair));
          socket.on('error', () => socket.destroy());
        }
        if (silent) hold(pair);
        else connect(pair);
      });
      listener.listen(port, '127.0.0.1', resolve);
    });

  const close = () =>
    new Promise<void>((resolve) => {
      silent = false;
      for (const pair of pairs) for (const socket of pair) socket.destroy();
      pairs.clear();
      if (!listener?.listening) return resolve();
      listener.close(() => resolve());
    });

  const silence = () => {
    silent = true;
    for (const pair of pairs) hold(pair);
  };

  const resume = () => {
    silent = false;
    for (const pair of pairs) connect(pair);
  };

  return { open, close, silence, resume };
}

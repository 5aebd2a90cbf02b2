import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { createNgeniusClient, type NgeniusHoldClient } from '~/modules/payments/provider/ngenius-client.server';
import { createNgeniusSandbox, type NgeniusSandbox } from '~/modules/payments/provider/sandbox/ngenius-sandbox.server';
import {
  SANDBOX_API_KEY,
  SANDBOX_MOUNT_PATH,
  SANDBOX_OUTLET_REF,
} from '~/modules/payments/provider/sandbox/sandbox-settings';

export type RunningSandbox = {
  sandbox: NgeniusSandbox;
  /** A client of this sandbox, with a short timeout so a 'hang' fault ends quickly. */
  client: NgeniusHoldClient;
  /** Pays on the hosted page as a browser would and answers the order reference from the redirect. */
  pay(paymentUrl: string, cardNumber: string): Promise<string>;
  close(): Promise<void>;
};

/** The N-Genius sandbox on a free local port, spoken to over real HTTP by the app's own client. */
export async function startPaymentSandbox(timeoutMs = 1000): Promise<RunningSandbox> {
  const sandbox = createNgeniusSandbox();
  const app = express();
  app.use(SANDBOX_MOUNT_PATH, sandbox.router);
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}${SANDBOX_MOUNT_PATH}`;
  const client = createNgeniusClient({ baseUrl, apiKey: SANDBOX_API_KEY, outletRef: SANDBOX_OUTLET_REF, timeoutMs });
  return {
    sandbox,
    client,
    async pay(paymentUrl, cardNumber) {
      const fields = { action: 'pay', cardNumber, expiry: '12/39', cvv: '123' };
      const response = await fetch(paymentUrl, {
        method: 'POST',
        body: new URLSearchParams(fields),
        redirect: 'manual',
      });
      return new URL(response.headers.get('location')!).searchParams.get('ref')!;
    },
    async close() {
      // Requests the sandbox was told to leave hanging would otherwise hold the server open.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

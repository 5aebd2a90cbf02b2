import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, it } from 'vitest';
import stateWrites from './state-writes.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const options = [
  {
    tables: {
      bookingRefunds: { columns: ['state'], movers: ['app/modules/payments/payment-moves.server.ts'] },
      bookings: {
        columns: ['status', 'paymentStatus'],
        movers: ['app/modules/bookings/booking-transitions.server.ts'],
      },
    },
  },
];
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });

tester.run('state-writes', stateWrites, {
  valid: [
    // The mover itself.
    {
      filename: 'app/modules/payments/payment-moves.server.ts',
      code: "await tx.update(bookingRefunds).set({ state: 'refunded' }).where(x);",
      options,
    },
    // Other columns of a guarded table, anywhere.
    {
      filename: 'app/modules/bookings/refunds.server.ts',
      code: 'await tx.update(bookingRefunds).set({ creditNoteNumber: 5 }).where(x);',
      options,
    },
    // A row created in its default state.
    {
      filename: 'app/modules/bookings/refunds.server.ts',
      code: 'await tx.insert(bookingRefunds).values({ bookingId: 1, amountFils: 100 });',
      options,
    },
    // A table that is not guarded.
    { filename: 'app/modules/content/blog.server.ts', code: "db().update(blogs).set({ state: 'x' });", options },
  ],
  invalid: [
    {
      filename: 'app/modules/bookings/refunds.server.ts',
      code: "await tx.update(bookingRefunds).set({ state: 'refunded', refundedAt: now }).where(x);",
      options,
      errors: [{ messageId: 'outsideMover' }],
    },
    {
      filename: 'app/modules/bookings/card-payment.server.ts',
      code: "await db().update(bookings).set({ paymentStatus: 'paid' }).where(x);",
      options,
      errors: [{ messageId: 'outsideMover' }],
    },
    {
      filename: 'app/routes/admin-booking.tsx',
      code: "await db().insert(bookingRefunds).values([{ bookingId: 1, state: 'refunded' }]);",
      options,
      errors: [{ messageId: 'outsideMover' }],
    },
  ],
});

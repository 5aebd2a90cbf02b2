import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import stateWrites from './eslint/state-writes.js';

const noLocalStorage = {
  selector: "MemberExpression[object.name='localStorage']",
  message: 'Keep state on the server: no tokens or ids in localStorage.',
};
const noRequestUrl = {
  selector: "MemberExpression[object.name='request'][property.name='url']",
  message:
    "request.url differs between a full load and a client navigation ('.data'): use the loader's `url`, or pageLocale(context) / requestPage(context).",
};
const noRawFormData = {
  selector: "CallExpression[callee.object.name='request'][callee.property.name='formData']",
  message:
    'Read a posted form with readFormData or readFormOrNull (app/utils/http.server.ts): they answer unreadable bodies and drop NUL characters.',
};
// Dubai's offset belongs to app/utils/dubai-time.ts alone: text that stands for a Dubai time is built there.
const dubaiOffsetMessage =
  "Write no '+04:00': use ~/utils/dubai-time (dubaiDateTime, dubaiNoon, dubaiIsoString, DUBAI_UTC_OFFSET).";
const noDubaiOffset = [
  { selector: 'Literal[value=/\\+04:?00/]', message: dubaiOffsetMessage },
  { selector: 'TemplateElement[value.raw=/\\+04:?00/]', message: dubaiOffsetMessage },
];
const tests = ['**/*.{test,spec}.{ts,tsx}', 'tests/**'];
// The state columns and their movers (docs/architecture.md, state tables).
const paymentMoves = 'app/modules/payments/payment-moves.server.ts';
const stateColumns = {
  tables: {
    bookings: {
      columns: ['status', 'paymentStatus', 'paymentOrderRef'],
      // A booking is created as a draft when its car is held; every move after that is moveBooking's.
      movers: [
        'app/modules/bookings/booking-transitions.server.ts',
        'app/modules/bookings/customer-steps/hold-vehicle.server.ts',
        paymentMoves,
      ],
    },
    bookingPaymentOrders: {
      columns: ['status', 'providerState', 'capturedFils', 'refundedFils'],
      movers: [paymentMoves],
    },
    bookingDeposits: {
      columns: ['state', 'capturedFils', 'releasedFils', 'providerState'],
      movers: ['app/modules/payments/deposit-moves.server.ts'],
    },
    bookingRefunds: { columns: ['state'], movers: [paymentMoves] },
    bookingAmendments: { columns: ['state'], movers: [paymentMoves] },
    // A closed login is closed and reopened only with its history row and the end of its sessions.
    users: {
      columns: ['deactivatedAt', 'deactivatedBy', 'deactivationReason'],
      movers: ['app/modules/auth/login-closure.server.ts'],
    },
    // A car is added available (car-store.server.ts names no status); every later move is moveCarStatus's.
    fleetCars: { columns: ['status'], movers: ['app/modules/cars/car-moves.server.ts'] },
    // An inbox entry's status moves with who and when, and its audit row.
    formSubmissions: {
      columns: ['status', 'startedAt', 'startedBy', 'handledAt', 'handledBy'],
      movers: ['app/modules/inbox/inbox-status-moves.server.ts'],
    },
  },
};
const tools = ['server/**', 'scripts/**'];

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-*/',
      'screenshots/',
      'data/',
      '.react-router/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'tests/.tmp/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks, local: { rules: { 'state-writes': stateWrites } } },
    rules: {
      'local/state-writes': ['error', stateColumns],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // The browser's global location does not exist on the server; use the router's useLocation().
      'no-restricted-globals': ['error', { name: 'location', message: 'Use useLocation() from react-router.' }],
      'no-restricted-syntax': ['error', noLocalStorage, noRequestUrl, noRawFormData, ...noDubaiOffset],
    },
  },
  {
    // The one normaliser of a request's page, and the places that need the raw request.
    files: ['app/utils/request-page.ts', 'app/modules/auth/guards.server.ts', 'app/entry.server.tsx'],
    rules: { 'no-restricted-syntax': ['error', noLocalStorage, noRawFormData, ...noDubaiOffset] },
  },
  {
    // The one reader of posted forms.
    files: ['app/utils/http.server.ts'],
    rules: { 'no-restricted-syntax': ['error', noLocalStorage, noRequestUrl, ...noDubaiOffset] },
  },
  {
    // The one module that holds Dubai's offset.
    files: ['app/utils/dubai-time.ts'],
    rules: { 'no-restricted-syntax': ['error', noLocalStorage, noRequestUrl, noRawFormData] },
  },
  {
    files: tools,
    rules: {
      // Benchmarks and scripts write rows in bulk, in whatever state they measure.
      'local/state-writes': 'off',
      'no-restricted-syntax': ['error', noLocalStorage, ...noDubaiOffset],
    },
  },
  {
    // Tests state instants with explicit offsets, so their answers do not depend on the module they check.
    files: tests,
    // Tests put bookings, refunds and changes straight into any state they need.
    rules: { 'no-restricted-syntax': ['error', noLocalStorage], 'local/state-writes': 'off' },
  },
);

import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, test } from 'vitest';
import type { ReturnedPayment } from '~/modules/bookings/booking-outcome';
import type { BookingOutcome } from '~/modules/bookings/booking-outcome';
import { BillSuccess, type SuccessStepData } from './bill-success';

const quote = {
  days: 3,
  tier: 'daily',
  lines: [{ code: 'base', amountFils: 21_000 }],
  grossFils: 21_000,
  vatFils: 1_050,
  totalFils: 22_050,
} as const;

/** The markup's text as a reader gets it: no tags, no direction marks around amounts. */
function render(path: string, outcome: BookingOutcome, returnedPayment: ReturnedPayment | null) {
  return markup(path, outcome, returnedPayment)
    .replace(/<[^>]+>/g, ' ')
    .replace(/[\u2066-\u2069\u200e\u200f]/g, '')
    .replace(/\u00a0/g, ' ');
}

function markup(path: string, outcome: BookingOutcome, returnedPayment: ReturnedPayment | null) {
  const data: SuccessStepData = {
    outcome,
    returnedPayment,
    reference: 'OAS-7K2M9',
    chatUrl: 'https://wa.me/971565870040?text=Hello%2C%20about%20my%20booking%20OAS-7K2M9%3A%20',
    quote: { ...quote, lines: [...quote.lines] },
    rating: 5,
    personalStep: '/bill/1/x/personal',
    selectAgain: '/details-master/1/1/Nissan/Sunny',
  };
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <BillSuccess data={data} />
    </MemoryRouter>,
  );
}

describe('a booking paid twice, on its result page', () => {
  const paid: BookingOutcome = { kind: 'confirmed', paid: true };

  test('says a second payment came, with its amount, that it is being refunded in full and the booking stays paid once', () => {
    const page = render('/', paid, { amountFils: 22_050, refunded: false, secondPayment: true });
    expect(page).toContain('Paid by card.');
    expect(page).toContain(
      'We received a second payment of AED 220.50 for this booking. Your booking stays paid once: the second payment is being refunded to your card in full.',
    );
  });

  test('says it has been refunded once the provider made the refund, in Arabic too', () => {
    expect(render('/', paid, { amountFils: 22_050, refunded: true, secondPayment: true })).toContain(
      'the second payment has been refunded to your card in full.',
    );
    const arabic = render('/ar', paid, { amountFils: 22_050, refunded: true, secondPayment: true });
    expect(arabic).toContain('وصلتنا دفعة ثانية بمبلغ');
    expect(arabic).toContain('220.50');
    expect(arabic).toContain('يبقى حجزك مدفوعاً مرة واحدة، وقد رُدّت الدفعة الثانية كاملةً إلى بطاقتك.');
  });

  test('a payment that came after the booking was released is not called a second one', () => {
    const page = render(
      '/',
      { kind: 'cancelled', why: 'payment_not_completed' },
      {
        amountFils: 22_050,
        refunded: false,
        secondPayment: false,
      },
    );
    expect(page).toContain(
      'We received a card payment of AED 220.50 after this booking had stopped waiting for it. It is being refunded to your card in full.',
    );
    expect(page).not.toContain('second payment');
  });

  test('a booking paid once says nothing of refunds', () => {
    expect(render('/', paid, null)).not.toMatch(/refund/i);
  });
});

describe('the chat link on the result page', () => {
  test('opens WhatsApp in a new tab with the reference typed, and names the booking', () => {
    const html = markup('/', { kind: 'confirmed', paid: true }, null);
    expect(html).toContain(
      '<a href="https://wa.me/971565870040?text=Hello%2C%20about%20my%20booking%20OAS-7K2M9%3A%20" target="_blank" rel="noopener noreferrer"',
    );
    expect(render('/', { kind: 'confirmed', paid: true }, null)).toMatch(
      /Chat on WhatsApp\s+about booking OAS-7K2M9 \(opens in a new tab\)/,
    );
  });
});

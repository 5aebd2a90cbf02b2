/**
 * English messages of the card payment page of the built-in N-Genius sandbox. The real provider
 * shows its hosted page in the language the order carries; the sandbox stands in for it outside
 * production, so it speaks both languages too. The page is plain server HTML outside the site's
 * pages, so these messages are read directly rather than through the site's translator.
 */
export const enPaymentPage = {
  'pay.sandboxBanner':
    'N-Genius sandbox. A development stand-in for the card payment page: no card is charged and orders live only in this server’s memory.',
  'pay.titleSuffix': 'N-Genius sandbox',
  'pay.title': 'Pay {amount}',
  'pay.heading': 'Card payment',
  'pay.amount': 'Amount',
  'pay.merchantReference': 'Merchant reference',
  'pay.problems': 'The payment did not go through',
  'pay.cardNumber': 'Card number',
  'pay.expiry': 'Expiry date',
  'pay.expiryHint': 'MM/YY',
  'pay.cvv': 'Security code (CVV)',
  'pay.cvvHint': '3 or 4 digits',
  'pay.submit': 'Pay {amount}',
  'pay.cancel': 'Cancel',
  'pay.error.cardNumber': 'Enter the card number: 12 to 19 digits.',
  'pay.error.expiryInvalid': 'Enter the expiry date as MM/YY, for example 09/29.',
  'pay.error.expired': 'This card has expired.',
  'pay.error.cvv': 'Enter the 3 or 4 digit security code from the back of the card.',
  'pay.refused': 'The card was refused. Check the number, or use another card.',
  'pay.testCards': 'Test cards',
  'pay.testCardsIntro': 'Any future expiry date and any 3-digit code.',
  'pay.testCard.approved': 'approved',
  'pay.testCard.declined': 'declined',
  'pay.testCard.threeDSecure': 'left waiting for 3-D Secure',
  'pay.testCard.refundRefused': 'approved; its first refund is refused',
  'pay.testCard.other': 'Any other number: refused, and the form is shown again',
  'pay.notFound.title': 'Payment not found',
  'pay.notFound.message': 'This payment link is not valid, or has expired.',
  'pay.closed.title': 'This payment is closed',
  'pay.closed.message': 'This order can no longer be paid: {state}.',
  'pay.closed.back': 'Return to the merchant',
  'pay.finished.title': 'Payment finished',
  'pay.finished.message': 'The order is now {state}. No return address was given.',
  'pay.state.paid': 'paid',
  'pay.state.declined': 'declined by the bank',
  'pay.state.awaiting3ds': 'waiting for 3-D Secure',
  'pay.state.cancelled': 'cancelled',
  'pay.state.refunded': 'refunded',
  'pay.state.failed': 'failed',
  'pay.state.other': 'in state {state}',
  'pay.deposits.title': 'Deposits held on cards',
  'pay.deposits.intro':
    'Orders made with action AUTH, newest first: what the card holds, what was captured, and what was released.',
  'pay.deposits.none': 'No deposit has been asked for since this server started.',
  'pay.deposits.reference': 'Merchant reference',
  'pay.deposits.held': 'Authorised',
  'pay.deposits.captured': 'Captured',
  'pay.deposits.state': 'State',
  'pay.deposits.state.STARTED': 'Waiting for the card',
  'pay.deposits.state.AUTHORISED': 'Held',
  'pay.deposits.state.PARTIALLY_CAPTURED': 'Partly captured; the rest is held until the authorisation lapses',
  'pay.deposits.state.CAPTURED': 'Captured in full',
  'pay.deposits.state.REVERSED': 'Released',
};

export type PaymentPageKey = keyof typeof enPaymentPage;

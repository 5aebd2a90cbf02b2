import { describe, expect, test } from 'vitest';
import { messageFromQuery } from './enquiry-query';

describe('the enquiry message from the address', () => {
  test.each([
    ['?Nissan%20Sunny', 'Nissan Sunny'],
    ['?Nissan Sunny', 'Nissan Sunny'],
    ['?MG+ZS', 'MG ZS'],
    ['?message=Toyota%20Yaris', 'Toyota Yaris'],
    ['?sent=1', undefined],
    ['?utm_source=mail', undefined],
    ['', undefined],
    ['?', undefined],
    ['?%E0%A4', undefined],
    ['?Nissan+Sunny=', 'Nissan Sunny'],
    ['?Nissan%20Sunny&_routes=routes%2Fenquiry', 'Nissan Sunny'],
    ['?%20%20', undefined],
    [`?${'A'.repeat(300)}`, 'A'.repeat(120)],
    ['?Kia%0APegas', 'Kia Pegas'],
  ])('given %s, should pre-fill %s', (search, expected) => {
    expect(messageFromQuery(search)).toBe(expected);
  });
});

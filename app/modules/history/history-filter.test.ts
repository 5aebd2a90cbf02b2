import { describe, expect, test } from 'vitest';
import { MAX_HISTORY_PAGE, historyQuery, readHistoryFilter, unfilteredHistory } from './history-filter';

const read = (query: string) => readHistoryFilter(new URLSearchParams(query));

describe('the history filter read from the URL', () => {
  test('given nothing or empty fields, should be the unfiltered first page with nothing dropped', () => {
    expect(read('')).toEqual({ filter: unfilteredHistory, dropped: [] });
    expect(read('who=&kind=&from=&to=')).toEqual({ filter: unfilteredHistory, dropped: [] });
  });

  test('given good values, should keep them', () => {
    expect(read('who=12&kind=deposit&from=2026-11-01&to=2026-11-27&page=3').filter).toEqual({
      who: 12,
      kind: 'deposit',
      from: '2026-11-01',
      to: '2026-11-27',
      page: 3,
    });
    expect(read('who=system').filter.who).toBe('system');
    expect(read('who=customer').filter.who).toBe('customer');
  });

  test('given a range backwards, should turn it round', () => {
    expect(read('from=2026-11-27&to=2026-11-01').filter).toMatchObject({ from: '2026-11-01', to: '2026-11-27' });
  });

  test.each([
    ['an id out of range', 'who=99999999999', 'who'],
    ['a zero id', 'who=0', 'who'],
    ['a negative id', 'who=-4', 'who'],
    ['an id with letters', 'who=12abc', 'who'],
    ['control characters', 'who=1%002', 'who'],
    ['an unknown kind', 'kind=spaceship', 'kind'],
    ['a kind with a control character', 'kind=car%0A', 'kind'],
    ['a date that is no date', 'from=2026-02-30', 'from'],
    ['a date in another form', 'to=27/11/2026', 'to'],
    ['a year out of range', 'from=0001-01-01', 'from'],
    ['page zero', 'page=0', 'page'],
    ['a page too far', `page=${MAX_HISTORY_PAGE + 1}`, 'page'],
    ['a page that is no number', 'page=two', 'page'],
  ])('given %s, should drop that filter and name it, never throw', (_case, query, field) => {
    const { filter, dropped } = read(query);
    expect(filter).toEqual(unfilteredHistory);
    expect(dropped).toEqual([field]);
  });

  test('given one bad field among good ones, should keep the good ones', () => {
    expect(read('who=abc&kind=car&from=2026-11-01')).toEqual({
      filter: { ...unfilteredHistory, kind: 'car', from: '2026-11-01' },
      dropped: ['who'],
    });
  });

  test('should write the filters back as a query string, the page last and only past the first', () => {
    const { filter } = read('who=5&kind=car&to=2026-11-27');
    expect(historyQuery(filter)).toBe('?who=5&kind=car&to=2026-11-27');
    expect(historyQuery(filter, 2)).toBe('?who=5&kind=car&to=2026-11-27&page=2');
    expect(historyQuery(unfilteredHistory)).toBe('');
    expect(read(historyQuery(filter, 4).slice(1)).filter).toEqual({ ...filter, page: 4 });
  });
});

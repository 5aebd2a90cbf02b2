import type { BookingActorKind } from '~/db/schema';
import type { MessageKey } from '~/i18n/en';
import type { Locale } from '~/i18n/locale';
import type { Translate } from '~/i18n/translate';
import { bookingActorWords, bookingReasonWords } from '~/modules/bookings/booking-event-words';
import { formatAed } from '~/utils/money';
import { type HistoryKind, kindOfAuditEntity } from './history-kinds';
import type { HistoryEntry } from './history-list.server';

/** Names the entries only hold as ids: people, booking references, the kind of an inbox submission. */
export type HistoryLookups = {
  people: Map<number, string>;
  bookingReferences: Map<number, string>;
  submissionKinds: Map<number, string>;
};

/** One change as the screen lists it, in the reader's language. */
export type HistoryLine = {
  key: string;
  at: string;
  who: string;
  kind: HistoryKind;
  what: string;
  reason: string;
  /** The changed record and its staff page (without the language prefix), or its list once it is deleted. */
  record: { label: string; href: string | null };
};

const auditActions = new Set([
  'created',
  'updated',
  'deleted',
  'restored',
  'retired',
  'status',
  'blocked',
  'given_back',
  'images_added',
  'image_deleted',
  'image_moved',
  'assigned',
  'started',
  'handled',
  'reopened',
]);

const moneyStates = new Set([
  'started',
  'pending',
  'authorised',
  'paid',
  'partly_refunded',
  'refunded',
  'failed',
  'cancelled',
  'awaiting_payment',
  'applied',
  'lapsed',
]);

/** Each audit entity's staff pages: the record's own where it has one, and the list it is kept in. */
const auditPages: Record<string, { own?: (id: string) => string; list: string }> = {
  car: { own: (id) => `/admin/cars/${id}`, list: '/admin/cars' },
  car_block: { list: '/admin/blocks' },
  vehicle: { own: (id) => `/rent-a-car-form/${id}`, list: '/admin/vehicles' },
  vehicle_image: { list: '/admin/vehicles' },
  rate_card: { list: '/admin/vehicles' },
  branch_fleet: { list: '/admin/vehicles' },
  preowned_car: { own: (id) => `/preowned-car-form/${id}`, list: '/admin/preowned-cars' },
  preowned_car_image: { list: '/admin/preowned-cars' },
  offer: { own: (id) => `/special-offers-form/${id}`, list: '/admin/offers' },
  blog: { own: (id) => `/blogs-form/${id}`, list: '/admin/blogs' },
  blog_topic: { list: '/admin/blogs' },
  testimonial: { list: '/admin/testimonials' },
  fleet_category: { list: '/admin/fleet-categories' },
  person: { list: '/admin/people' },
  setting: { list: '/admin/settings' },
};

const arrow = (from: string, to: string) => `${from} → ${to}`;

function who(t: Translate, entry: HistoryEntry, lookups: HistoryLookups): string {
  const name = entry.actorId === null ? null : (lookups.people.get(entry.actorId) ?? null);
  if (name) return name;
  // The audit log names no actor kind: nobody named is the site's own change.
  if (entry.source === 'audit') return t('bookings.history.by.system');
  if (entry.source === 'account') return t('bookings.history.by.customer');
  return bookingActorWords(t, { actorName: null, actorKind: entry.actorKind as BookingActorKind | null });
}

function moneyState(t: Translate, state: string | null): string {
  if (state === null) return t('bookings.history.created');
  return moneyStates.has(state) ? t(`changeLog.moneyState.${state}` as MessageKey) : state;
}

function what(t: Translate, locale: Locale, entry: HistoryEntry): string {
  switch (entry.source) {
    case 'booking': {
      const charge = entry.details?.chargePayment as
        { invoiceNumber: number; method: 'cash' | 'card'; amountFils: number } | undefined;
      if (charge)
        return t('bookings.history.chargePaid', {
          number: charge.invoiceNumber,
          method: t(charge.method === 'cash' ? 'deposits.tender.cash' : 'deposits.tender.card'),
          amount: formatAed(charge.amountFils, locale),
        });
      const counter = entry.details?.counterPayment as { method: 'cash' | 'card'; amountFils: number } | undefined;
      if (counter)
        return t('bookings.history.counterPaid', {
          method: t(counter.method === 'cash' ? 'deposits.tender.cash' : 'deposits.tender.card'),
          amount: formatAed(counter.amountFils, locale),
        });
      const status = (value: string) => t(`account.bookingStatus.${value}` as MessageKey);
      return arrow(entry.fromState ? status(entry.fromState) : t('bookings.history.created'), status(entry.toState!));
    }
    case 'payment':
      return `${t(`changeLog.payment.${entry.entity}` as MessageKey)}: ${arrow(moneyState(t, entry.fromState), moneyState(t, entry.toState))}`;
    case 'deposit': {
      const state = (value: string | null) =>
        value === null ? t('bookings.history.created') : t(`deposits.state.${value}` as MessageKey);
      const moved = arrow(state(entry.fromState), state(entry.toState));
      return entry.amountFils === null ? moved : `${moved} (${formatAed(entry.amountFils, locale)})`;
    }
    case 'account':
      return t(`review.event.${entry.entity}` as MessageKey);
    case 'thread':
      return t(entry.entity === 'reply' ? 'changeLog.thread.reply' : 'changeLog.thread.note');
    case 'audit':
      return t(`changeLog.action.${auditActions.has(entry.action ?? '') ? entry.action : 'updated'}` as MessageKey);
  }
}

function record(t: Translate, entry: HistoryEntry, lookups: HistoryLookups): HistoryLine['record'] {
  if (entry.bookingId !== null) {
    const reference = lookups.bookingReferences.get(entry.bookingId) ?? `#${entry.bookingId}`;
    return { label: t('changeLog.record.booking', { reference }), href: `/admin/bookings/${entry.bookingId}` };
  }
  if (entry.source === 'account') {
    const name = lookups.people.get(Number(entry.recordId)) ?? `#${entry.recordId}`;
    return { label: t('changeLog.record.account', { name }), href: `/admin/accounts/${entry.recordId}` };
  }
  if (entry.source === 'thread' || entry.entity === 'submission') {
    const kind = lookups.submissionKinds.get(Number(entry.recordId));
    return {
      label: t('changeLog.record.submission', { id: entry.recordId }),
      href: kind ? `/admin/inbox/${kind}/${entry.recordId}` : null,
    };
  }
  const label = `${t(`changeLog.entity.${entry.entity}` as MessageKey)} #${entry.recordId}`;
  const page = auditPages[entry.entity];
  // A deleted record has no page of its own any more: its list is where staff look.
  if (!page) return { label, href: null };
  return { label, href: page.own && entry.action !== 'deleted' ? page.own(entry.recordId) : page.list };
}

/** The kind of record a change belongs to, as the filter names it. */
export function kindOfEntry(entry: Pick<HistoryEntry, 'source' | 'entity'>): HistoryKind {
  if (entry.source === 'thread') return 'inbox';
  if (entry.source === 'audit') return kindOfAuditEntity(entry.entity);
  return entry.source;
}

/** A change in the reader's words: who, what moved, why, and the record it moved. */
export function historyLine(t: Translate, locale: Locale, entry: HistoryEntry, lookups: HistoryLookups): HistoryLine {
  return {
    key: `${entry.source}-${entry.id}`,
    at: entry.createdAt.toISOString(),
    who: who(t, entry, lookups),
    kind: kindOfEntry(entry),
    what: what(t, locale, entry),
    reason:
      entry.source === 'audit' || entry.source === 'account'
        ? (entry.reason ?? '')
        : bookingReasonWords(t, { reason: entry.reason, actorKind: entry.actorKind as BookingActorKind | null }),
    record: record(t, entry, lookups),
  };
}

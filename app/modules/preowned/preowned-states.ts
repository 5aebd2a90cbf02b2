// Kept free of database code: the schema, the staff form in the browser and the pages all read these.

/** Where a car for sale stands: listed, held for a buyer, sold (its page stays), or taken off sale by staff. */
export const preownedCarStates = ['available', 'reserved', 'sold', 'retired'] as const;
export type PreownedCarState = (typeof preownedCarStates)[number];

/** The states in which a car shows in the public list: a reserved car stays, marked, until the sale ends either way. */
export const listedStates = ['available', 'reserved'] as const satisfies readonly PreownedCarState[];
/** The states in which a car's own page answers: a sold car keeps its page, marked Sold. */
export const publicStates = ['available', 'reserved', 'sold'] as const satisfies readonly PreownedCarState[];

export const preownedFuels = ['petrol', 'diesel', 'hybrid', 'electric'] as const;
export const isPreownedCarState = (value: unknown): value is PreownedCarState =>
  (preownedCarStates as readonly unknown[]).includes(value);

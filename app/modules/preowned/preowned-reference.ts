/** The reference staff and buyers quote for a car for sale: 'PO-0012'. */
export const preownedReference = (id: number) => `PO-${String(id).padStart(4, '0')}`;

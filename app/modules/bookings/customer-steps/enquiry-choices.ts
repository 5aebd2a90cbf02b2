/** The driver age groups and residencies the booking form offers (kept apart from the schema so pages load without it). */
export const ageGroups = ['23-24', '25+'] as const;
export const residencies = ['resident', 'visitor'] as const;

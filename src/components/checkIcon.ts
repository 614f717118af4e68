/** The tick, drawn in the hero and in check lists (see icons.ts for why it has a module of its own). */
export const checkIcon = 'M5 12.5l4.2 4.2L19 7';

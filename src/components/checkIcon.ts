export const checkIcon = 'M5 12.5l4.2 4.2L19 7';

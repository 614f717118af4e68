// Below the hero only: the bundler chunks by module, so the hero's tick has one of its own (checkIcon.ts).
export const clockIcon = 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5V12l3 2';
/** Safety glasses with the clip-on on the frame. */
export const clipOnIcon =
  'M3 9h18M4.5 9v3.5a3.5 3.5 0 0 0 7 0V9M12.5 9v3.5a3.5 3.5 0 0 0 7 0V9M14 4.5h6.5V9H14z';
/** A screen with the steps of a procedure: the training platform. */
export const platformIcon = 'M3 4h18v12H3zM8 20h8M12 16v4M7 8h2M11 8h6M7 12h2M11 12h4';
export const featherIcon = 'M6 18L18 6M8 12h7M6 18c0-7 4-12 12-12 0 8-5 12-12 12z';
export const handsIcon =
  'M7 11V6.5a1.5 1.5 0 0 1 3 0V11m0-1V5a1.5 1.5 0 0 1 3 0v5m0 0V6.5a1.5 1.5 0 0 1 3 0V13c0 4-2.5 7-6 7s-5-2-6.5-5L5 12a1.5 1.5 0 0 1 2.5-1.6L9 12';
export const documentIcon = 'M7 3h7l4 4v14H7zM14 3v4h4M10 12h5M10 16h5';
export const globeIcon =
  'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM3 12h18M12 3c2.5 2.6 3.8 5.6 3.8 9s-1.3 6.4-3.8 9c-2.5-2.6-3.8-5.6-3.8-9S9.5 5.6 12 3z';
export const clipboardIcon = 'M9 4h6v3H9zM9 5.5H6V21h12V5.5h-3M9 13l2 2 4-4';
export const microscopeIcon = 'M6 21h12M9 18h6M10 4l4 2-3 6-4-2zM12.5 9.5A5 5 0 0 1 14 18M8 11l-1 2';
export const voiceIcon =
  'M12 3a3 3 0 0 0-3 3v5a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21';
export const shieldIcon = 'M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6z';
export const lockIcon = 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3';
export const mailIcon = 'M3.5 6h17v12h-17zM4 6.5l8 6.5 8-6.5';
export const closeIcon = 'M6 6l12 12M18 6L6 18';
export const playIcon = 'M8 5v14l11-7z';

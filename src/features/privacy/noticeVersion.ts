/** The privacy notice's version: its date. Raise it with every change of what the notice says; demo requests store the version the visitor saw. */
export const PRIVACY_NOTICE_VERSION = '2026-11-27';

/** A publisher with every fact set and well-formed: what `npm run deploy` accepts and a build shows without warning. */
export const PUBLISHER_ENV = {
  VITE_COMPANY_NAME: 'LabSight, d.o.o.',
  VITE_COMPANY_LEGAL_FORM: 'družba z omejeno odgovornostjo',
  VITE_COMPANY_ADDRESS: 'Tehnološki park 1, 1000 Ljubljana',
  VITE_COMPANY_REGISTER: 'Okrožno sodišče v Ljubljani',
  VITE_COMPANY_REGISTRATION: '1234567000',
  VITE_COMPANY_SHARE_CAPITAL: '7.500,00 EUR',
  VITE_COMPANY_VAT_ID: 'SI12345678',
  VITE_COMPANY_PHONE: '+386 1 234 56 78',
  VITE_MAILBOX_PROVIDER: 'googleWorkspace',
} as const;

import 'i18next';
import type { DEFAULT_NAMESPACE, SourceStrings } from '@/languages';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof DEFAULT_NAMESPACE;
    resources: SourceStrings;
    returnNull: false;
  }
}

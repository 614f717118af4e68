import 'i18next';
import type common from '../../locales/sl/common.json';
import type demo from '../../locales/sl/demo.json';
import type general from '../../locales/sl/general.json';
import type training from '../../locales/sl/training.json';

// Slovenian is the source: its files define the key tree English mirrors, so `t('no.such.key')` fails to compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      training: typeof training;
      general: typeof general;
      demo: typeof demo;
    };
    returnNull: false;
  }
}

import 'i18next';
import type { en } from './catalogs/en';

// Typed keys: `t('shell.logOut')` is checked against the English catalog at type-check time.
declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: typeof en };
    returnNull: false;
  }
}

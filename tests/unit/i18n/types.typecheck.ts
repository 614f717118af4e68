// A type test: `tsc -b` compiles this file (tsconfig.app.json includes tests/unit) and nothing runs it. Each
// `@ts-expect-error` fails the typecheck ("unused directive") the day its line starts to compile, e.g. if the
// CustomTypeOptions in src/i18n/i18next.d.ts stopped typing keys and t() accepted any string again.
import { useTranslation } from 'react-i18next';

export function useKeyTypesProbe(): string[] {
  const { t } = useTranslation('training');
  const { t: tCommon } = useTranslation();
  return [
    t('hero.title'),
    tCommon('brand.name'),
    // @ts-expect-error an unknown key does not compile
    t('no.such.key'),
    // @ts-expect-error an unknown key in the default namespace does not compile either
    tCommon('no.such.key'),
    // @ts-expect-error a key of another namespace needs its `ns:` prefix
    t('brand.name'),
  ];
}

import { expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  fallbackChain,
  LANGUAGES,
  languageForCountry,
  OTHER_COUNTRIES_LANGUAGE,
} from '@/languages';
import { parseNewLanguage } from '../../../scripts/add-language';

/** A language made up for the test (ISO 639 keeps qaa–qtz for local use), for two countries no language names. */
const CODE = ['qaa', 'qab', 'qac'].find((code) => !(LANGUAGES as readonly string[]).includes(code))!;
const COUNTRIES = ['HR', 'BA', 'AT', 'IT', 'DE', 'FR'].filter(
  (country) => languageForCountry(country) === OTHER_COUNTRIES_LANGUAGE,
);
const ARGS = [CODE, '--name', 'Testni jezik', '--countries', COUNTRIES.slice(0, 2).join(',')];
const ROW = {
  code: CODE,
  name: 'Testni jezik',
  countries: COUNTRIES.slice(0, 2),
  ogLocale: `${CODE}_${COUNTRIES[0]}`,
  fallback: [OTHER_COUNTRIES_LANGUAGE, ...fallbackChain(OTHER_COUNTRIES_LANGUAGE)],
};

it('makes the row: own name, countries, an Open Graph locale, and a fallback through --from', () => {
  expect(parseNewLanguage([...ARGS, '--from', DEFAULT_LANGUAGE])).toEqual({
    from: DEFAULT_LANGUAGE,
    entry: { ...ROW, fallback: [DEFAULT_LANGUAGE] },
  });
  // Unless told, from the language of every other country, falling back along its chain.
  expect(parseNewLanguage(ARGS)).toEqual({ from: OTHER_COUNTRIES_LANGUAGE, entry: ROW });
});

it.each([
  [[], /exactly one language code/],
  [['Qx', '--name', 'X', '--countries', 'HR'], /not a language code/],
  [['q1a', '--name', 'X', '--countries', 'HR'], /not a language code/],
  [['iw', '--name', 'X', '--countries', 'IL'], /"iw" is written "he"/],
  [[DEFAULT_LANGUAGE, '--name', 'X', '--countries', 'HR'], /a language of the site already/],
  [[CODE, '--countries', 'HR'], /--name/],
  [[CODE, '--name', 'X'], /--countries/],
  [[CODE, '--name', 'X', '--countries', 'Croatia'], /"Croatia" is not an ISO 3166-1/],
  [[CODE, '--name', 'X', '--countries', 'QQ'], /"QQ" is not an ISO 3166-1/],
  [[CODE, '--name', 'X', '--countries', 'UK'], /UK is written GB/],
  [
    [CODE, '--name', 'X', '--countries', 'SI'],
    new RegExp(`visitors from SI get ${languageForCountry('SI')} already`),
  ],
  [[CODE, '--name', 'X', '--countries', `${COUNTRIES[0]},${COUNTRIES[0]!.toLowerCase()}`], /named twice/],
  [[...ARGS, '--from', 'xx'], /--from: "xx" is not a language of the site/],
  [[...ARGS, '--colour', 'red'], /Unknown option '--colour'/],
])('refuses %j, saying why', (argv, reason) => {
  expect(() => parseNewLanguage(argv)).toThrow(reason);
});

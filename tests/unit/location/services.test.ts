import { describe, expect, it } from 'vitest';
import { readGeoAnswer } from '@/location/services';
import { fallbackService, primaryService } from '../doubles';

describe('readGeoAnswer: the country in a service answer', () => {
  it.each([
    ['the code and the name as given', { country_code: 'SI', country_name: 'Slovenia' }, 'Slovenia', 'SI'],
    ['a code in lower case, padded', { country_code: ' si ', country_name: 'Slovenia' }, 'Slovenia', 'SI'],
    ['a padded name', { country_code: 'AT', country_name: '  Austria ' }, 'Austria', 'AT'],
    ['the code for a blank name', { country_code: 'AT', country_name: '  ' }, 'AT', 'AT'],
    ['the code for a name that is not text', { country_code: 'AT', country_name: 7 }, 'AT', 'AT'],
  ])('reads %s', (_case, body, country, countryCode) => {
    expect(readGeoAnswer(primaryService(), body)).toEqual({ country, countryCode });
  });

  it('takes the code as the name from a service that answers with the code only', () => {
    expect(readGeoAnswer(fallbackService(), { country: 'de' })).toEqual({ country: 'DE', countryCode: 'DE' });
  });

  it.each([
    ['no code', { country_name: 'Slovenia' }],
    ['a code that is not two letters', { country_code: 'SVN' }],
    ['two letters inside a longer code', { country_code: 'XSI' }],
    ['a numeric code', { country_code: 386 }],
    ['an error body (a rate-limited ipapi.co)', { error: true, reason: 'RateLimited' }],
    ['null', null],
    ['text', 'SI'],
  ])('finds no country in %s', (_case, body) => {
    expect(readGeoAnswer(primaryService(), body)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { addressLines, formatCityLine } from './address';

describe('addresses', () => {
  it('writes the city line as "Littleton, CO 80120"', () => {
    expect(formatCityLine({ city: 'Littleton', state: 'CO', zip: '80120' })).toBe(
      'Littleton, CO 80120',
    );
  });

  it('drops the parts that are blank without leaving stray commas', () => {
    expect(formatCityLine({ city: 'Littleton', state: null, zip: '' })).toBe('Littleton');
    expect(formatCityLine({ city: ' ', state: 'CO', zip: '80120' })).toBe('CO 80120');
    expect(formatCityLine({})).toBe('');
  });

  it('puts the street above the city line, and gives nothing for a blank address', () => {
    expect(
      addressLines({ address: '12 Main St', city: 'Littleton', state: 'CO', zip: '80120' }),
    ).toEqual(['12 Main St', 'Littleton, CO 80120']);
    expect(addressLines({ address: null, city: null })).toEqual([]);
  });
});

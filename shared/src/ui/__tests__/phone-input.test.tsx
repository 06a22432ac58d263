import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { listPhoneCountries } from '@fair/locales/phone-countries';
import { i18n } from '../../i18n/i18n';
import { localeStore } from '../../i18n/locale-store';
import { AppProviders } from '../../providers/app-providers';
import { PhoneInput, type PhoneValue, phoneValueFromInput, sortForSearch, territoryFor } from '../phone-input';

const list = listPhoneCountries('en-us');
const entry = (iso2: string) => list.find((country) => country.iso2 === iso2)!;

describe('the phone-country entries the input relies on (SPEC §3)', () => {
  it('has Canada at priority 1 with area codes, the US and the UK at priority 0', () => {
    expect(entry('ca')).toMatchObject({ text: '+1', priority: 1 });
    expect(entry('ca').areaCodes).toEqual(expect.arrayContaining(['204', '416', '604']));
    expect(entry('us')).toMatchObject({ text: '+1', priority: 0, areaCodes: null });
    expect(entry('gb')).toMatchObject({ text: '+44', priority: 0, areaCodes: null });
  });
});

describe('territoryFor: territories sharing a dial code', () => {
  it('moves +1 numbers to Canada by a Canadian area code and back to the US by another', () => {
    expect(territoryFor(list, 'us', '2045550100')).toBe('ca');
    expect(territoryFor(list, 'ca', '2125550100')).toBe('us');
  });

  it('waits until the area code is complete before leaving a territory known by area codes', () => {
    expect(territoryFor(list, 'ca', '21')).toBe('ca');
    expect(territoryFor(list, 'ca', '212')).toBe('us');
  });

  it('keeps the main territory for numbers without a secondary area code', () => {
    expect(territoryFor(list, 'us', '2125550100')).toBe('us');
    expect(territoryFor(list, 'gb', '2079460000')).toBe('gb');
    expect(territoryFor(list, 'gb', '1481200000')).toBe('gg');
  });

  it('leaves a dial code of one territory alone', () => {
    expect(territoryFor(list, 'cn', '13800138000')).toBe('cn');
  });
});

describe('phoneValueFromInput (SPEC §5 mobile digits)', () => {
  it('keeps only digits, at most 15', () => {
    expect(phoneValueFromInput(list, 'cn', '138-0013 8000')).toEqual({ iso2: 'cn', number: '13800138000' });
    expect(phoneValueFromInput(list, 'cn', '1234567890123456789')).toEqual({ iso2: 'cn', number: '123456789012345' });
    expect(phoneValueFromInput(list, 'cn', 'abc')).toEqual({ iso2: 'cn', number: '' });
  });

  it('reads an international number: the dial code picks the territory (priority, then area code)', () => {
    expect(phoneValueFromInput(list, 'cn', '+1 204-555-0100')).toEqual({ iso2: 'ca', number: '2045550100' });
    expect(phoneValueFromInput(list, 'cn', '+1 (212) 555-0100')).toEqual({ iso2: 'us', number: '2125550100' });
    expect(phoneValueFromInput(list, 'cn', '+44 20 7946 0000')).toEqual({ iso2: 'gb', number: '2079460000' });
    expect(phoneValueFromInput(list, 'cn', '+86 138 0013 8000')).toEqual({ iso2: 'cn', number: '13800138000' });
  });
});

describe('sortForSearch', () => {
  const collator = new Intl.Collator('en-us');
  it('puts the main territory first when searching by dial code, names otherwise', () => {
    const plusOne = list.filter((country) => country.text === '+1').sort((a, b) => sortForSearch(a, b, '+1', collator));
    expect(plusOne[0].iso2).toBe('us');
    expect(plusOne[1].iso2).toBe('ca');
    expect(sortForSearch(entry('ca'), entry('us'), 'an', collator)).toBeLessThan(0);
  });
});

function Harness({ initial }: { initial?: PhoneValue }) {
  const [value, setValue] = useState<PhoneValue | undefined>(initial);
  return (
    <AppProviders>
      <label htmlFor="phone">Phone</label>
      <PhoneInput id="phone" value={value} onChange={setValue} countryLabel="Dial code" />
      <output data-testid="value">{value ? `${value.iso2}:${value.number}` : 'empty'}</output>
    </AppProviders>
  );
}

describe('PhoneInput', () => {
  beforeEach(async () => {
    localeStore.setState({ locale: 'zh-cn' });
    await i18n.changeLanguage('zh-cn');
  });

  it('shows the dial code with the territory in the interface language, China by default', () => {
    render(<Harness />);
    expect(screen.getByText('+86 中国')).toBeInTheDocument();
  });

  it('keeps digits only and switches +1 to Canada by area code', () => {
    render(<Harness initial={{ iso2: 'us', number: '' }} />);
    fireEvent.change(screen.getByLabelText('Phone'), { target: { value: '(204) 555-0100' } });
    expect(screen.getByTestId('value')).toHaveTextContent('ca:2045550100');
    expect(screen.getByLabelText('Phone')).toHaveValue('2045550100');
    expect(screen.getByText('+1 加拿大')).toBeInTheDocument();
  });

  it('names territories in English for en-us', () => {
    localeStore.setState({ locale: 'en-us' });
    render(<Harness initial={{ iso2: 'gb', number: '2079460000' }} />);
    expect(screen.getByText('+44 United Kingdom')).toBeInTheDocument();
  });
});

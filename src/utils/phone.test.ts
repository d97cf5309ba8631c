import { PHONE_MESSAGE, formatTypedPhone, parsePhone, phoneValue } from './phone';
import { formatPhone } from './phoneDisplay';

describe('parsePhone: numbers as people type them, stored as E.164', () => {
  it.each<[string, string | null]>([
    ['(919) 555-0142', '+19195550142'],
    ['919-555-0142', '+19195550142'],
    ['919.555.0142', '+19195550142'],
    ['+1 919 555 0142', '+19195550142'],
    ['1 919 555 0142', '+19195550142'],
    [' 9195550142 ', '+19195550142'],
    ['+17045550142', '+17045550142'],
    ['+44 20 7183 8750', '+442071838750'],
    ['', null],
    ['  ', null],
  ])('%j → %j', (text, value) => {
    expect(parsePhone(text)).toEqual({ value });
  });

  it.each([
    'abc',
    '555-0142',
    '12345',
    '919 555 01423',
    '0919 555 0142',
    '(919) 555-0142 ext. 12',
    '704555CALL',
    '+',
    '12345678901234567',
    '1+7045550142',
  ])('refuses %j', (text) => {
    expect(parsePhone(text)).toEqual({ error: PHONE_MESSAGE });
  });
});

describe('formatTypedPhone: a typed number as the field shows it once left', () => {
  it.each<[string, string]>([
    ['919.555.0142', '(919) 555-0142'],
    ['+1 416 555 0142', '(416) 555-0142'],
    ['+44 20 7183 8750', '+44 20 7183 8750'],
    ['555-0142', '555-0142'],
  ])('%j → %j', (typed, shown) => {
    expect(formatTypedPhone(typed)).toBe(shown);
  });

  // The field and the cards (phoneDisplay.ts, without the library) must show a North American number alike.
  it.each(['(919) 555-0142', '+1 416 555 0142', '704.555.0100', '1 212 555 0199'])(
    'shows %j as the cards show what is stored',
    (typed) => {
      expect(formatTypedPhone(typed)).toBe(formatPhone(phoneValue(typed)));
    },
  );
});

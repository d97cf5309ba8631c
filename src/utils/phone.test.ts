import { PHONE_MESSAGE, formatPhone, parsePhone, phoneHref } from './phone';

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

describe('formatPhone and phoneHref: a stored number shown and dialled', () => {
  it.each<[string | null, string, string | null]>([
    ['+19195550142', '(919) 555-0142', 'tel:+19195550142'],
    ['9195550142', '(919) 555-0142', 'tel:+19195550142'],
    ['+442071838750', '+44 20 7183 8750', 'tel:+442071838750'],
    ['12345', '12345', null],
    [null, '', null],
  ])('%j → %j, %j', (stored, shown, href) => {
    expect(formatPhone(stored)).toBe(shown);
    expect(phoneHref(stored)).toBe(href);
  });
});

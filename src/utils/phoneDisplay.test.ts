import { formatPhone, phoneHref } from './phoneDisplay';

describe('formatPhone and phoneHref: a stored number shown and dialled', () => {
  it.each<[string | null, string, string | null]>([
    ['+19195550142', '(919) 555-0142', 'tel:+19195550142'],
    ['+14165550142', '(416) 555-0142', 'tel:+14165550142'],
    ['9195550142', '(919) 555-0142', 'tel:+19195550142'],
    ['19195550142', '(919) 555-0142', 'tel:+19195550142'],
    ['+442071838750', '+442071838750', 'tel:+442071838750'],
    ['12345', '12345', 'tel:12345'],
    ['919-555-0142', '919-555-0142', null],
    [null, '', null],
    ['', '', null],
  ])('%j → %j, %j', (stored, shown, href) => {
    expect(formatPhone(stored)).toBe(shown);
    expect(phoneHref(stored)).toBe(href);
  });
});

import { EMPTY_MANAGER_FORM, toManagerFields, toManagerForm, validateManagerForm } from './managerForm';
import type { PropertyManager } from './managerRules';
import { PHONE_MESSAGE } from '../../utils/phone';

const valid = {
  name: 'Maria Delgado',
  email: 'maria@keystonepm.example',
  phone: '+17045550142',
  portalLink: 'keystonepm.example/owner',
};
const errorsFor = (changes: Partial<typeof valid>) => validateManagerForm({ ...valid, ...changes });

describe('validateManagerForm (SPEC §5)', () => {
  it('accepts a complete form, and one with only a name', () => {
    expect(validateManagerForm(valid)).toEqual({});
    expect(validateManagerForm({ ...EMPTY_MANAGER_FORM, name: 'Sam' })).toEqual({});
  });

  it('requires a name that is not blank', () => {
    expect(errorsFor({ name: '' })).toEqual({ name: 'Name is required' });
    expect(errorsFor({ name: '   ' })).toEqual({ name: 'Name is required' });
  });

  it.each([
    'maria',
    'maria@',
    'maria@keystone',
    '@keystone.example',
    'maria delgado@keystone.example',
    'a@b@c.example',
  ])('rejects the e-mail %p', (email) =>
    expect(errorsFor({ email })).toEqual({ email: 'Please enter a valid email address' }),
  );

  it.each(['m@k.co', ' maria.delgado+pm@keystone-pm.example '])('accepts the e-mail %p', (email) => {
    expect(errorsFor({ email })).toEqual({});
  });

  // The phone's own table is src/utils/phone.test.ts; here, that the form uses it.
  it.each(['7045550142', '+17045550142', '(704) 555-0142', '704-555-0142', '704.555.0142', '+1 704 555 0142'])(
    'accepts the phone %p',
    (phone) => {
      expect(errorsFor({ phone })).toEqual({});
    },
  );

  it.each([
    ['a leading zero', '07045550142'],
    ['too few digits', '555-0142'],
    ['letters', '704555CALL'],
    ['a + alone', '+'],
    ['more than 16 digits', '12345678901234567'],
  ])('rejects a phone with %s', (_reason, phone) => {
    expect(errorsFor({ phone })).toEqual({ phone: PHONE_MESSAGE });
  });

  it.each([
    'portal.example.com',
    'https://portal.example.com',
    'http://portal.example.com',
    'HTTPS://Portal.Example.com/Login',
    'www.appfolio.com/connect?owner=1#start',
    'portal.example.com:8443/path',
    'sub-domain.piedmont-rentals.example/owner',
  ])('accepts the portal link %p', (portalLink) => {
    expect(errorsFor({ portalLink })).toEqual({});
  });

  it.each([
    'ftp://portal.example.com',
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'data:text/html,x',
    '//portal.example.com',
  ])('refuses the portal link %p with the link sentence', (portalLink) =>
    expect(errorsFor({ portalLink })).toEqual({
      portalLink: 'Links must start with http://, https://, mailto: or tel:',
    }),
  );

  it.each([
    'portal',
    'https://',
    'mailto:pm@portal.example',
    'portal .example.com',
    'https://-bad.example',
    'example.c',
  ])('rejects the portal link %p', (portalLink) =>
    expect(errorsFor({ portalLink })).toEqual({ portalLink: 'Please enter a valid URL' }),
  );

  it('reports every field at once', () => {
    expect(validateManagerForm({ name: '', email: 'x', phone: 'x', portalLink: 'x' })).toEqual({
      name: 'Name is required',
      email: 'Please enter a valid email address',
      phone: PHONE_MESSAGE,
      portalLink: 'Please enter a valid URL',
    });
  });
});

describe('toManagerFields', () => {
  it('prepends https:// when the portal link has no http(s) scheme, stores the phone as E.164, and trims', () => {
    expect(
      toManagerFields({
        name: ' Maria ',
        email: ' m@k.co ',
        phone: ' (704) 555-0142 ',
        portalLink: ' keystonepm.example/owner ',
      }),
    ).toEqual({
      name: 'Maria',
      email: 'm@k.co',
      phone: '+17045550142',
      portal_link: 'https://keystonepm.example/owner',
    });
  });

  it.each([
    ['http://portal.example.com', 'http://portal.example.com'],
    ['HTTPS://portal.example.com', 'HTTPS://portal.example.com'],
    ['portal.example.com', 'https://portal.example.com'],
  ])('saves the portal link %p as %p', (portalLink, saved) => {
    expect(toManagerFields({ ...valid, portalLink }).portal_link).toBe(saved);
  });

  it('saves empty optional fields as null', () => {
    expect(toManagerFields({ name: 'Sam', email: '', phone: '  ', portalLink: '' })).toEqual({
      name: 'Sam',
      email: null,
      phone: null,
      portal_link: null,
    });
  });
});

describe('toManagerForm', () => {
  const row: PropertyManager = {
    id: 'm1',
    user_id: 'u1',
    import_id: null,
    name: 'Sam',
    email: null,
    phone: '+19805550117',
    portal_link: null,
    created_at: '2026-01-01T00:00:00Z',
    updated_at: '2026-01-01T00:00:00Z',
  };

  it('starts empty for a new manager, shows nulls as empty fields and the phone as people write it', () => {
    expect(toManagerForm(null)).toEqual(EMPTY_MANAGER_FORM);
    expect(toManagerForm(row)).toEqual({ name: 'Sam', email: '', phone: '(980) 555-0117', portalLink: '' });
  });
});

import { linkError, linkValue } from '../../utils/links';
import { phoneError, phoneValue } from '../../utils/phone';
import { formatPhone } from '../../utils/phoneDisplay';
import type { ManagerFields, PropertyManager } from './managerRules';

// The form's rules, apart from managerRules.ts: the phone parser's library loads with the form, not with the cards.

/** What the landlord types, kept as entered until submit. */
export interface ManagerForm {
  name: string;
  email: string;
  phone: string;
  portalLink: string;
}

export type ManagerFormErrors = Partial<Record<keyof ManagerForm, string>>;

export const EMPTY_MANAGER_FORM: ManagerForm = { name: '', email: '', phone: '', portalLink: '' };

// The same pattern as the CHECK constraint on property_managers, so the form never sends what the database refuses;
// a phone is stored as E.164, which that constraint takes.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// Optional http(s) scheme, dotted host with a letter TLD, optional port, then anything without spaces.
const URL_PATTERN = /^(https?:\/\/)?([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;

export function toManagerForm(manager: PropertyManager | null): ManagerForm {
  if (!manager) return EMPTY_MANAGER_FORM;
  return {
    name: manager.name,
    email: manager.email ?? '',
    phone: formatPhone(manager.phone),
    portalLink: manager.portal_link ?? '',
  };
}

/** SPEC §5 property manager: name required; e-mail, phone and portal link optional but well-formed. */
export function validateManagerForm(form: ManagerForm): ManagerFormErrors {
  const errors: ManagerFormErrors = {};
  const email = form.email.trim();
  const portalLink = form.portalLink.trim();
  if (!form.name.trim()) errors.name = 'Name is required';
  if (email && !EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  const phone = phoneError(form.phone);
  if (phone) errors.phone = phone;
  // A portal is a web page: the shared scheme rule first (its sentence), then the shape of a web address.
  const portalProblem =
    portalLink && (linkError(portalLink) ?? (URL_PATTERN.test(portalLink) ? undefined : 'Please enter a valid URL'));
  if (portalProblem) errors.portalLink = portalProblem;
  return errors;
}

/** The row to save: trimmed, the portal link given https:// when it has none (SPEC §5), empty optional fields as null. */
export function toManagerFields(form: ManagerForm): ManagerFields {
  const optional = (value: string) => value.trim() || null;
  return {
    name: form.name.trim(),
    email: optional(form.email),
    phone: phoneValue(form.phone),
    portal_link: linkValue(form.portalLink),
  };
}

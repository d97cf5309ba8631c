import type { Tables, TablesInsert } from '../../api/database.types';

export type PropertyManager = Tables<'property_managers'>;

/** The columns the form writes; user_id is added on create only (SPEC §6). */
export type ManagerFields = Pick<TablesInsert<'property_managers'>, 'name' | 'email' | 'phone' | 'portal_link'>;

/** What the landlord types, kept as entered until submit. */
export interface ManagerForm {
  name: string;
  email: string;
  phone: string;
  portalLink: string;
}

export type ManagerFormErrors = Partial<Record<keyof ManagerForm, string>>;

export const EMPTY_MANAGER_FORM: ManagerForm = { name: '', email: '', phone: '', portalLink: '' };

export const MANAGER_ADDED = 'Property manager added';
export const MANAGER_UPDATED = 'Property manager updated';
export const MANAGER_DELETED = 'Property manager deleted';

// The same patterns as the CHECK constraints on property_managers, so the form never sends what the database refuses.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[1-9][0-9]{0,15}$/;
// Optional http(s) scheme, dotted host with a letter TLD, optional port, then anything without spaces.
const URL_PATTERN = /^(https?:\/\/)?([\p{L}\p{N}]([\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+\p{L}{2,}(:\d{1,5})?([/?#]\S*)?$/iu;
const HTTP_SCHEME = /^https?:\/\//i;
// A scheme such as javascript: or mailto:; host:port (digits after the colon) is not one.
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:(?!\d)/i;

export function toManagerForm(manager: PropertyManager | null): ManagerForm {
  if (!manager) return EMPTY_MANAGER_FORM;
  return { name: manager.name, email: manager.email ?? '', phone: manager.phone ?? '', portalLink: manager.portal_link ?? '' };
}

/** SPEC §5 property manager: name required; e-mail, phone and portal link optional but well-formed. */
export function validateManagerForm(form: ManagerForm): ManagerFormErrors {
  const errors: ManagerFormErrors = {};
  const email = form.email.trim();
  const phone = form.phone.trim();
  const portalLink = form.portalLink.trim();
  if (!form.name.trim()) errors.name = 'Name is required';
  if (email && !EMAIL_PATTERN.test(email)) errors.email = 'Please enter a valid email address';
  if (phone && !PHONE_PATTERN.test(phone)) errors.phone = 'Please enter a valid phone number';
  if (portalLink && !URL_PATTERN.test(portalLink)) errors.portalLink = 'Please enter a valid URL';
  return errors;
}

/** SPEC §5: on submit https:// is prepended when the link has no http(s) scheme. */
export function withHttps(link: string): string {
  return HTTP_SCHEME.test(link) ? link : `https://${link}`;
}

/** The row to save: trimmed, the portal link given a scheme, empty optional fields as null. */
export function toManagerFields(form: ManagerForm): ManagerFields {
  const optional = (value: string) => value.trim() || null;
  const portalLink = optional(form.portalLink);
  return {
    name: form.name.trim(),
    email: optional(form.email),
    phone: optional(form.phone),
    portal_link: portalLink && withHttps(portalLink),
  };
}

/**
 * Where the 'Portal Access' link points. Rows written elsewhere (seed, older
 * clients) may lack a scheme, and a non-http scheme such as javascript: must never become a link.
 */
export function portalHref(link: string | null): string | null {
  const trimmed = link?.trim();
  if (!trimmed) return null;
  if (HTTP_SCHEME.test(trimmed)) return trimmed;
  return ANY_SCHEME.test(trimmed) ? null : `https://${trimmed}`;
}

/** SPEC §5 manager delete confirmation. */
export function deleteManagerMessage(name: string): string {
  return `Are you sure you want to delete "${name}"? This will remove them from all associated properties.`;
}

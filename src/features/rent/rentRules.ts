/** The tenants' names joined as the database joins them (public.tenant_names): "Ana Diaz & Ben Diaz". */
export function tenantNames(tenants: unknown): string | null {
  if (!Array.isArray(tenants)) return null;
  const names = tenants
    .map((t: { name?: unknown } | null) => (typeof t?.name === 'string' ? t.name.trim() : ''))
    .filter(Boolean);
  return names.length ? names.join(' & ') : null;
}

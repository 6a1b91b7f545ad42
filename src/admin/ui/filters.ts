/** Query inputs are trimmed (SPEC.md section 5); empty values are no filter at all. */
export function trimFilters(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(values)) {
    const value = typeof v === 'string' ? v.trim() : v;
    if (value === '' || value === undefined || value === null) continue;
    if (Array.isArray(value) && !value.length) continue;
    out[k] = value;
  }
  return out;
}

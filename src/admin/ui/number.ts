/** Number filter bounds (SPEC.md section 5): ±2147483647, minimum 0 unless a field says otherwise. */
import { INT_MAX } from '../../shared/constants.ts';

export const NUMBER_MIN_DEFAULT = 0;
export const NUMBER_MAX = INT_MAX;
export const NUMBER_MIN_LIMIT = -INT_MAX;

export interface NumberBounds {
  min?: number;
  max?: number;
}

export function bounds({ min = NUMBER_MIN_DEFAULT, max = NUMBER_MAX }: NumberBounds = {}) {
  return { min: Math.max(min, NUMBER_MIN_LIMIT), max: Math.min(max, NUMBER_MAX) };
}

/** Typed text → a whole number inside the bounds; empty or unreadable input → undefined (no filter). */
export function clampNumber(input: string | number | null | undefined, b?: NumberBounds): number | undefined {
  if (input === null || input === undefined || String(input).trim() === '') return undefined;
  const n = Number(String(input).trim());
  if (!Number.isFinite(n)) return undefined;
  const { min, max } = bounds(b);
  return Math.min(max, Math.max(min, Math.trunc(n)));
}

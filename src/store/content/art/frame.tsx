/**
 * The frame every content page's illustration is drawn in: one viewBox, one palette made for the pages' blue
 * title band (white line work, a warm and a cool accent), so the eleven drawings read as one set.
 */
import type { ReactNode } from 'react';

export const INK = '#ffffff';
export const SOFT = 'rgba(255,255,255,0.16)';
export const FAINT = 'rgba(255,255,255,0.08)';
export const WARM = '#ffd166';
export const COOL = '#7bdff2';
export const DEEP = '#0b3d91';

/** common stroke settings: rounded ends, as drawn with a pen */
export const pen = {
  stroke: INK,
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  fill: 'none',
} as const;

export function ArtFrame({ name, children }: { name: string; children: ReactNode }) {
  return (
    <svg
      viewBox="0 0 360 240"
      aria-hidden="true"
      data-testid={`page-art-${name}`}
      style={{ width: '100%', height: '100%', display: 'block' }}
    >
      {/* a soft ground under every drawing */}
      <ellipse cx="180" cy="214" rx="150" ry="14" fill={FAINT} />
      <circle cx="300" cy="52" r="40" fill={FAINT} />
      {children}
    </svg>
  );
}

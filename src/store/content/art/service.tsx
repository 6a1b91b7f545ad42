/** Illustrations of the pages about working with the platform: contact, partnership, requirements, settlement. */
import { ArtFrame, COOL, DEEP, INK, SOFT, WARM, pen } from './frame.tsx';

/** 联系我们: a headset beside two speech bubbles */
export function ContactArt() {
  return (
    <ArtFrame name="contactUs">
      <path d="M70 130 a50 50 0 0 1 100 0" {...pen} strokeWidth={6} />
      <rect x="58" y="122" width="24" height="44" rx="10" fill={WARM} />
      <rect x="158" y="122" width="24" height="44" rx="10" fill={WARM} />
      <path d="M170 166 q0 30 -34 30 h-10" {...pen} />
      <circle cx="122" cy="196" r="6" fill={INK} />
      <path
        d="M200 60 h110 a12 12 0 0 1 12 12 v44 a12 12 0 0 1 -12 12 h-70 l-22 18 v-18 h-18 a12 12 0 0 1 -12 -12 v-44 a12 12 0 0 1 12 -12z"
        fill={SOFT}
        {...{ stroke: INK, strokeWidth: 3 }}
      />
      <circle cx="230" cy="94" r="6" fill={INK} />
      <circle cx="255" cy="94" r="6" fill={INK} />
      <circle cx="280" cy="94" r="6" fill={INK} />
      <path
        d="M232 150 h72 a10 10 0 0 1 10 10 v26 a10 10 0 0 1 -10 10 h-8 v14 l-18 -14 h-46 a10 10 0 0 1 -10 -10 v-26 a10 10 0 0 1 10 -10z"
        fill={COOL}
      />
      <path d="M244 170 h50 M244 182 h32" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 合作流程: three steps joined by a path, the last one a handshake-like join of two hands */
export function BusinessArt() {
  return (
    <ArtFrame name="business">
      <path d="M64 170 C110 170 110 90 160 90 S220 160 280 120" {...pen} strokeDasharray="2 10" />
      <circle cx="64" cy="170" r="26" fill={SOFT} stroke={INK} strokeWidth={3} />
      <text x="64" y="178" textAnchor="middle" fontSize="22" fontWeight="700" fill={INK}>
        1
      </text>
      <circle cx="160" cy="90" r="26" fill={SOFT} stroke={INK} strokeWidth={3} />
      <text x="160" y="98" textAnchor="middle" fontSize="22" fontWeight="700" fill={INK}>
        2
      </text>
      <circle cx="280" cy="120" r="34" fill={WARM} />
      <path
        d="M258 124 l12 -10 l12 8 l14 -12"
        stroke={DEEP}
        strokeWidth={5}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        d="M262 134 l10 8 l10 -6 l10 6"
        stroke={DEEP}
        strokeWidth={4}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="120" y="150" width="96" height="50" rx="8" fill={COOL} />
      <path d="M132 166 h60 M132 180 h40" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 接入要求: a clipboard checklist with a pen */
export function RequirementsArt() {
  return (
    <ArtFrame name="pbc">
      <rect x="100" y="40" width="140" height="172" rx="12" fill={SOFT} stroke={INK} strokeWidth={3} />
      <rect x="140" y="30" width="60" height="22" rx="8" fill={WARM} />
      {[78, 118, 158].map((y, i) => (
        <g key={y}>
          <rect
            x="118"
            y={y}
            width="22"
            height="22"
            rx="5"
            fill={i < 2 ? COOL : 'none'}
            stroke={INK}
            strokeWidth={2.5}
          />
          {i < 2 && (
            <path d={`M123 ${y + 11} l5 5 l9 -10`} stroke={DEEP} strokeWidth={3.5} fill="none" strokeLinecap="round" />
          )}
          <path d={`M152 ${y + 11} h${i === 1 ? 50 : 68}`} {...pen} />
        </g>
      ))}
      <g transform="rotate(35 270 150)">
        <rect x="262" y="70" width="16" height="110" rx="4" fill={WARM} />
        <path d="M262 180 l8 18 l8 -18z" fill={INK} />
      </g>
    </ArtFrame>
  );
}

/** 结算方式: an invoice with a stack of coins */
export function SettlementArt() {
  return (
    <ArtFrame name="tripartite">
      <path
        d="M80 40 h120 v168 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10 l-15 -10 l-15 10z"
        fill={SOFT}
        stroke={INK}
        strokeWidth={3}
        strokeLinejoin="round"
      />
      <path d="M100 72 h80 M100 96 h56 M100 120 h70 M100 144 h44" {...pen} />
      <path d="M150 170 h34" stroke={WARM} strokeWidth={5} strokeLinecap="round" />
      {[188, 170, 152, 134].map((y) => (
        <g key={y}>
          <ellipse cx="262" cy={y + 10} rx="46" ry="12" fill={WARM} stroke={DEEP} strokeWidth={2} />
          <ellipse cx="262" cy={y} rx="46" ry="12" fill={WARM} stroke={DEEP} strokeWidth={2} />
        </g>
      ))}
      <text x="262" y="140" textAnchor="middle" fontSize="16" fontWeight="700" fill={DEEP}>
        ¥
      </text>
      <circle cx="312" cy="80" r="18" fill={COOL} />
      <path d="M304 80 l6 6 l10 -12" stroke={DEEP} strokeWidth={4} fill="none" strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 智慧零售: a shop front with an awning and a phone paying at its counter */
export function RetailArt() {
  return (
    <ArtFrame name="application">
      <rect x="70" y="92" width="180" height="116" fill={SOFT} stroke={INK} strokeWidth={3} />
      <path d="M60 60 h200 l10 32 h-220z" fill={WARM} stroke={INK} strokeWidth={3} strokeLinejoin="round" />
      {[90, 130, 170, 210].map((x) => (
        <path key={x} d={`M${x} 60 l-4 32`} stroke={DEEP} strokeWidth={2} />
      ))}
      <rect x="92" y="118" width="60" height="90" rx="4" fill="none" stroke={INK} strokeWidth={3} />
      <rect x="170" y="118" width="62" height="46" rx="4" fill={COOL} />
      <path d="M180 140 h40" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
      <rect x="268" y="112" width="52" height="92" rx="10" fill={DEEP} stroke={INK} strokeWidth={3} />
      <rect x="278" y="128" width="32" height="32" fill={INK} />
      <path d="M282 132 h8 v8 h-8z M298 132 h8 v8 h-8z M282 148 h8 v8 h-8z M298 148 h4 v4" fill={DEEP} />
      <circle cx="294" cy="186" r="5" fill={WARM} />
    </ArtFrame>
  );
}

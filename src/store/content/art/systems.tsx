/** Illustrations of the pages about what the platform does: data, metadata, flows, security, chains, service levels. */
import { ArtFrame, COOL, DEEP, INK, SOFT, WARM, pen } from './frame.tsx';

/** a database drum at (x, y) */
function Drum({ x, y, fill }: { x: number; y: number; fill: string }) {
  return (
    <g>
      <path d={`M${x - 34} ${y} v44 a34 11 0 0 0 68 0 v-44`} fill={fill} stroke={INK} strokeWidth={3} />
      <path d={`M${x - 34} ${y + 22} a34 11 0 0 0 68 0`} fill="none" stroke={INK} strokeWidth={2} />
      <ellipse cx={x} cy={y} rx="34" ry="11" fill={fill} stroke={INK} strokeWidth={3} />
    </g>
  );
}

/** 主数据服务 (核心能力): three stores joined to one golden record */
export function MasterDataArt() {
  return (
    <ArtFrame name="masterDataService">
      <path d="M96 90 L180 140 M96 180 L180 140 M264 90 L180 140" {...pen} strokeDasharray="3 9" />
      <Drum x={96} y={60} fill={SOFT} />
      <Drum x={96} y={160} fill={SOFT} />
      <Drum x={264} y={60} fill={SOFT} />
      <circle cx="180" cy="146" r="34" fill={WARM} stroke={INK} strokeWidth={3} />
      <path d="M166 146 l10 10 l18 -20" stroke={DEEP} strokeWidth={5} fill="none" strokeLinecap="round" />
      <rect x="232" y="164" width="64" height="40" rx="8" fill={COOL} />
      <path d="M244 178 h40 M244 190 h24" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 元数据 (典型场景): catalogue cards with tags and a magnifier */
export function MetadataArt() {
  return (
    <ArtFrame name="metadata">
      <rect
        x="70"
        y="70"
        width="130"
        height="120"
        rx="10"
        fill={SOFT}
        stroke={INK}
        strokeWidth={3}
        transform="rotate(-6 135 130)"
      />
      <rect x="110" y="50" width="130" height="120" rx="10" fill={DEEP} stroke={INK} strokeWidth={3} />
      <path d="M128 76 h70 M128 98 h94 M128 120 h52" {...pen} />
      <path d="M128 142 h30 l8 8 l-8 8 h-30z" fill={WARM} />
      <path d="M176 142 h30 l8 8 l-8 8 h-30z" fill={COOL} />
      <circle cx="262" cy="150" r="32" fill="none" stroke={INK} strokeWidth={6} />
      <circle cx="262" cy="150" r="24" fill={SOFT} />
      <path d="M286 174 l26 26" stroke={WARM} strokeWidth={10} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 流程管理 (流程特性): a flow chart with a decision */
export function FlowArt() {
  return (
    <ArtFrame name="flowPathManage">
      <rect x="40" y="96" width="70" height="44" rx="22" fill={COOL} />
      <path d="M110 118 h30" {...pen} />
      <path d="M140 118 l40 -34 l40 34 l-40 34z" fill={WARM} stroke={INK} strokeWidth={3} strokeLinejoin="round" />
      <path d="M180 84 v-30 h70 M180 152 v30 h70" {...pen} />
      <path d="M244 48 l8 6 l-8 6 M244 176 l8 6 l-8 6" {...pen} />
      <rect x="256" y="32" width="70" height="44" rx="8" fill={SOFT} stroke={INK} strokeWidth={3} />
      <rect x="256" y="160" width="70" height="44" rx="8" fill={SOFT} stroke={INK} strokeWidth={3} />
      <path d="M276 54 l8 8 l14 -16" stroke={COOL} strokeWidth={4} fill="none" strokeLinecap="round" />
      <path d="M278 174 l20 16 M298 174 l-20 16" stroke={WARM} strokeWidth={4} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** 金融服务 (安全合规): a shield with a lock over a grid of records */
export function SecurityArt() {
  return (
    <ArtFrame name="financeService">
      {[0, 1, 2].map((r) =>
        [0, 1, 2, 3].map((c) => (
          <rect key={`${r}-${c}`} x={60 + c * 64} y={60 + r * 44} width="52" height="30" rx="5" fill={SOFT} />
        )),
      )}
      <path
        d="M180 34 l70 26 v50 c0 48 -32 80 -70 96 c-38 -16 -70 -48 -70 -96 v-50z"
        fill={DEEP}
        stroke={INK}
        strokeWidth={4}
        strokeLinejoin="round"
      />
      <rect x="154" y="112" width="52" height="44" rx="6" fill={WARM} />
      <path d="M164 112 v-12 a16 16 0 0 1 32 0 v12" {...pen} strokeWidth={5} />
      <circle cx="180" cy="130" r="6" fill={DEEP} />
      <path d="M180 134 v10" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
    </ArtFrame>
  );
}

/** Web3 (应用方向): blocks chained together */
export function ChainArt() {
  const blocks = [
    [70, 120],
    [150, 80],
    [230, 120],
    [290, 60],
  ] as const;
  return (
    <ArtFrame name="Web3">
      {blocks.slice(1).map(([x, y], i) => (
        <path key={x} d={`M${blocks[i][0]} ${blocks[i][1]} L${x} ${y}`} {...pen} strokeDasharray="4 8" />
      ))}
      {blocks.map(([x, y], i) => (
        <g key={x}>
          <path
            d={`M${x} ${y - 30} l30 16 v32 l-30 16 l-30 -16 v-32z`}
            fill={i === 2 ? WARM : SOFT}
            stroke={INK}
            strokeWidth={3}
            strokeLinejoin="round"
          />
          <path d={`M${x - 30} ${y - 14} l30 16 l30 -16 M${x} ${y + 2} v32`} stroke={INK} strokeWidth={2} fill="none" />
        </g>
      ))}
      <rect x="100" y="172" width="160" height="32" rx="16" fill={COOL} />
      <path d="M120 188 h80" stroke={DEEP} strokeWidth={4} strokeLinecap="round" />
      <circle cx="232" cy="188" r="7" fill={DEEP} />
    </ArtFrame>
  );
}

/** 服务指标: a gauge and a rising line */
export function MetricsArt() {
  return (
    <ArtFrame name="beCurrent">
      <path d="M60 170 a70 70 0 0 1 140 0" fill="none" stroke={SOFT} strokeWidth={18} />
      <path d="M60 170 a70 70 0 0 1 118 -51" fill="none" stroke={WARM} strokeWidth={18} />
      <path d="M130 170 l36 -42" stroke={INK} strokeWidth={5} strokeLinecap="round" />
      <circle cx="130" cy="170" r="9" fill={INK} />
      <rect x="222" y="60" width="100" height="120" rx="10" fill={SOFT} stroke={INK} strokeWidth={3} />
      <path
        d="M236 156 l20 -22 l18 12 l32 -42"
        stroke={COOL}
        strokeWidth={5}
        fill="none"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M236 80 h40" {...pen} />
      <text x="130" y="206" textAnchor="middle" fontSize="18" fontWeight="700" fill={INK}>
        99.9%
      </text>
    </ArtFrame>
  );
}

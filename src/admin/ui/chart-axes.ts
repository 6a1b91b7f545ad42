/**
 * Room for a chart's tick labels (issue 25 item 16). @mui/x-charts gives an axis a fixed size (a y axis 45 px) and
 * cuts a longer label with an ellipsis, and centres the last x label on the plot's right edge, half of it outside
 * the svg. These size the axes and the right margin from the labels themselves, so no label is cut in either
 * language. Widths are estimated for the charts' 12 px tick font: a CJK character about 12 px, any other 7 px.
 */
const WIDE = /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

/**
 * An x axis's height. x-charts' default (25 px) leaves 16 px for a label once the tick and its gap are taken, and
 * blanks any label taller than that: the CJK font's line is, so the call trend showed no time at all.
 */
export const TICK_AXIS_HEIGHT = 32;

/** the estimated width in px of one tick label */
export function labelWidth(text: string): number {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 12 : 7;
  return w;
}

/** a y axis wide enough for its longest label plus the tick, within [min, max] px */
export function axisWidth(labels: string[], { min = 24, max = 200 }: { min?: number; max?: number } = {}): number {
  const widest = labels.reduce((m, l) => Math.max(m, labelWidth(l)), 0);
  return Math.min(max, Math.max(min, Math.ceil(widest) + 12));
}

/** the right margin that keeps the last x label, centred on the plot's edge, inside the chart */
export function rightRoom(lastLabel: string, min = 16): number {
  return Math.max(min, Math.ceil(labelWidth(lastLabel) / 2) + 6);
}

/** the left margin that keeps the first x label, centred on the plot's left edge, clear of the svg's edge */
export function leftRoom(firstLabel: string, yAxisWidth: number, min = 8): number {
  return Math.max(min, rightRoom(firstLabel, 0) - yAxisWidth);
}

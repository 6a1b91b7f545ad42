/** The statistics screens' pure parts: gap filling for the chart, the filter's query, labels by id. */
import { describe, expect, it } from 'vitest';
import { filledPoints } from '../../src/admin/features/statistics/Statistics.tsx';
import { filterQuery, initialFilter, quickRange } from '../../src/admin/features/statistics/filters.tsx';
import { labelOf } from '../../src/admin/features/statistics/labels.ts';

const figures = (calls: number, ok: number) => ({
  calls,
  ok_calls: ok,
  client_errors: 0,
  server_errors: calls - ok,
  gateway_refusals: 0,
  success_rate: null,
  avg_latency_ms: null,
});

describe('statistics screen', () => {
  it('fills the buckets without calls with zeros, one per step of the period', () => {
    const start = new Date('2026-11-20T08:00:00Z'),
      end = new Date('2026-11-20T12:00:00Z');
    const points = filledPoints(
      { granularity: 'h', points: [{ bucket_start: '2026-11-20T10:00:00.000Z', ...figures(5, 3) }] },
      start,
      end,
    );
    expect(points.map((p) => p.calls)).toEqual([0, 0, 5, 0]);
    expect(points[2].failed).toBe(2);
  });

  it('sends whole-hour ISO periods, numbers only for valid ids, status only on the log', () => {
    const range = quickRange('d7', new Date('2026-11-20T08:30:00'));
    expect(new Date(range.end!).getMinutes()).toBe(0);
    const q = filterQuery({ ...initialFilter(3), env_type: '3', range, group_id: '12', api_id: 'x', status: '500' });
    expect(q).toMatchObject({ env_type: 3, group_id: 12, api_id: undefined });
    expect(q).not.toHaveProperty('status');
    expect(filterQuery({ ...initialFilter(null), status: '500' }, true).status).toBe(500);
    expect(new Date(q.end_time as string).getTime() - new Date(q.start_time as string).getTime()).toBe(7 * 86_400_000);
  });

  it('opens on every environment whatever the header shows (issue 25 item 5), and without one on the wire', () => {
    expect(initialFilter(3).env_type).toBe('');
    expect(filterQuery(initialFilter(3)).env_type).toBeUndefined();
  });

  it('takes a group, API, application or environment from the link', () => {
    expect(initialFilter(3, '?apply_id=7&group_id=x&env_type=9')).toMatchObject({
      apply_id: '7',
      group_id: '',
      env_type: '',
    });
    expect(initialFilter(null, '?env_type=1')).toMatchObject({ env_type: '1', apply_id: '' });
  });

  it('filters by channel (signed call or MCP) only when one is picked, also from the link', () => {
    expect(filterQuery(initialFilter(3))).not.toHaveProperty('channel');
    expect(filterQuery({ ...initialFilter(3), channel: 'mcp' }, true).channel).toBe('mcp');
    expect(initialFilter(null, '?channel=mcp').channel).toBe('mcp');
    expect(initialFilter(null, '?channel=fax').channel).toBe('');
  });

  it('shows ids until a name is known', () => {
    const labels = { group: { 3: '天气' }, api: {}, app: {}, user: {} };
    expect(labelOf(labels, 'group', 3)).toBe('天气 (#3)');
    expect(labelOf(labels, 'api', 7)).toBe('#7');
    expect(labelOf(labels, 'app', null)).toBe('–');
  });
});

/**
 * The statistics and call-log screens render their states from the operations' answers: figures, chart and
 * ranking; the log's rows, status chips and 加载更多; 暂无数据; no permission. The request function is replaced by
 * canned answers in the operations' shapes (the server side is tested on a real database in tests/server/gateway).
 */
import { describe, expect, it, vi, beforeAll } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { AdminContext, memoryStore, type AuthProvider } from 'react-admin';
import { ApiRequestError } from '../../src/api/errors.ts';
import type { RequestOptions } from '../../src/api/request.ts';
import { makeI18n } from './resources/render.tsx';

let answer: (opts: RequestOptions) => unknown = () => null;
const calls: RequestOptions[] = [];
vi.mock('../../src/api/request.ts', async (importOriginal) => ({
  ...(await importOriginal<object>()),
  request: async (opts: RequestOptions) => {
    calls.push(opts);
    const a = answer(opts);
    if (a instanceof Error) throw a;
    return a;
  },
}));

beforeAll(() => {
  // the charts measure their box
  globalThis.ResizeObserver ??= class { observe() {} unobserve() {} disconnect() {} } as unknown as typeof ResizeObserver;
});

const figures = (calls: number, ok: number) => ({ calls, ok_calls: ok, client_errors: 0, server_errors: calls - ok, gateway_refusals: 0,
  success_rate: calls ? ok / calls : null, avg_latency_ms: calls ? 25 : null, max_latency_ms: 40, bytes_in: 0, bytes_out: 2048 });

function show(View: ComponentType) {
  const authProvider: AuthProvider = {
    login: async () => undefined, logout: async () => undefined, checkAuth: async () => undefined, checkError: async () => undefined,
    getPermissions: async () => ({ superAdmin: true, menus: new Set(), actions: new Map() }),
  };
  return render(createElement(AdminContext, { authProvider, i18nProvider: makeI18n('zh'), store: memoryStore() }, createElement(View)));
}

describe('statistics screen', { timeout: 40_000 }, () => {
  it('shows the totals, the chart and the ranking', async () => {
    const now = new Date();
    now.setMinutes(0, 0, 0);
    answer = (o) => o.url.endsWith('/overview') ? figures(9, 8)
      : o.url.endsWith('/series') ? { granularity: 'h', points: [{ bucket_start: now.toISOString(), ...figures(9, 8) }] }
      : o.url.endsWith('/ranking') ? { by: 'api', list: [{ id: 101, ...figures(5, 5) }, { id: 102, ...figures(4, 3) }] } : null;
    const { default: Statistics } = await import('../../src/admin/screens/statistics/Statistics.tsx');
    show(Statistics);
    expect((await screen.findByTestId('stat-calls')).textContent).toBe('9');
    expect(screen.getByTestId('stat-failed').textContent).toBe('1');
    expect(screen.getByTestId('stat-success').textContent).toBe('88.9%');
    expect(await screen.findByTestId('stats-chart')).toBeTruthy();
    const ranking = await screen.findByTestId('stats-ranking');
    expect(ranking.textContent).toContain('#101');
    expect(ranking.textContent).toContain('55.6%');
    const q = calls.find((c) => c.url.endsWith('/overview'))!.query!;
    expect(new Date(q.end_time as string).getTime() - new Date(q.start_time as string).getTime()).toBe(7 * 86_400_000);
  });

  it('says 暂无数据 without calls and shows no permission on 403', async () => {
    answer = (o) => o.url.endsWith('/overview') ? figures(0, 0) : o.url.endsWith('/series') ? { granularity: 'h', points: [] } : { by: 'api', list: [] };
    const { default: Statistics } = await import('../../src/admin/screens/statistics/Statistics.tsx');
    const first = show(Statistics);
    expect((await screen.findAllByTestId('empty-state')).length).toBe(2);
    first.unmount();
    answer = () => new ApiRequestError({ status: 403, code: 'NO_PERMISSION', message: '无权限' });
    show(Statistics);
    expect(await screen.findByText('无权访问')).toBeTruthy();
  });
});

describe('call-log screen', () => {
  it('lists the calls with status chips and loads the next keyset page', async () => {
    const row = (i: number, status = 200) => ({ request_id: `r-${i}`, called_at: new Date().toISOString(), env_type: 3, group_id: 1, api_id: 101, apply_id: 7,
      client_ip: '10.0.0.1', method: 'GET', path: `/w/${i}`, status, error_code: status >= 500 ? 'UPSTREAM_ERROR' : null, upstream_latency_ms: 20, latency_ms: 25, bytes_in: 0, bytes_out: 10 });
    answer = (o) => o.query?.cursor ? { list: [row(3)], next_cursor: null, has_more: false } : { list: [row(1), row(2, 502)], next_cursor: 'c1', has_more: true };
    const { default: CallLog } = await import('../../src/admin/screens/statistics/CallLog.tsx');
    show(CallLog);
    expect((await screen.findAllByTestId('log-row')).length).toBe(2);
    expect(screen.getByTestId('log-table').textContent).toContain('502 UPSTREAM_ERROR');
    fireEvent.click(screen.getByTestId('log-more'));
    await screen.findByText('r-3');
    expect(screen.getAllByTestId('log-row').length).toBe(3);
    expect(calls.at(-1)!.query).toMatchObject({ cursor: 'c1', page_size: 50 });
  });
});

describe('alarm records', () => {
  it('lists the records under the rules, firing ones marked', async () => {
    answer = () => ({ list: [
      { alarm_record_id: 2, alarm_rule_id: 1, alarm_rule_name: '天气错误率', metric: 'error_rate', threshold: 50, fired_value: 60, recovered_value: null,
        record_state: 'firing', fired_at: new Date().toISOString(), recovered_at: null },
    ], total: 1, page_num: 1, page_size: 10 });
    const { AlarmRecords } = await import('../../src/admin/overrides/alarms/index.tsx');
    show(AlarmRecords);
    const row = await screen.findByTestId('alarm-record');
    expect(row.textContent).toContain('天气错误率');
    expect(row.textContent).toContain('告警中');
    expect(row.textContent).toContain('错误率（%）');
  });
});

// @vitest-environment jsdom
/** call(): an operation by its operationId goes out with the spec's method and path, its query and its body. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { bindApiEvents } from '../../../src/api/events.ts';
import { ApiRequestError } from '../../../src/api/errors.ts';
import { resetFailureState } from '../../../src/api/failures.ts';
import { call, operationUrl } from '../../../src/api/call.ts';
import { translator } from '../../../src/app/i18n/all.ts';
import { envelope, failure, useTestServer } from './http-server.ts';

const server = useTestServer();
const notify = vi.fn();

beforeEach(() => {
  notify.mockReset();
  resetFailureState();
  bindApiEvents({ translate: translator('zh'), notify, sessionLost: vi.fn() });
});

const last = () => server.seen[server.seen.length - 1];

describe('call', () => {
  it("sends a GET with the operation's path and query, and resolves the envelope's data", async () => {
    server.reply = envelope({ list: [], total: 0 });
    const data = await call('marketGroupPage', { query: { page_num: 2, page_size: 10, sort: 'newest' } });
    expect(data).toEqual({ list: [], total: 0 });
    expect(last().method).toBe('GET');
    const url = new URL(last().url, server.origin);
    expect(url.pathname).toBe('/newopen/service/market/group/page');
    expect(Object.fromEntries(url.searchParams)).toEqual({ page_num: '2', page_size: '10', sort: 'newest' });
  });

  it('sends a POST with the JSON body', async () => {
    await call('groupScore', { body: { group_id: 7, score: 4 } });
    expect(last().method).toBe('POST');
    expect(last().url).toBe('/newopen/service/group/score');
    expect(JSON.parse(last().body.toString())).toEqual({ group_id: 7, score: 4 });
  });

  it('fills and encodes the path parameters', async () => {
    await call('alarmRuleDelete', { path: { alarm_rule_id: 12 } });
    expect(last().method).toBe('DELETE');
    expect(last().url).toBe('/newopen/service/alarm_rule/12');
    expect(operationUrl('fileDownload', { file_id: 'a b/c' })).toBe('/newopen/service/file/a%20b%2Fc');
  });

  it('rejects with the server message, shown unless the caller asks for quiet', async () => {
    server.reply = failure(400, 'VALIDATION_ERROR', '参数错误');
    await expect(call('logout', {}, { notify: false })).rejects.toBeInstanceOf(ApiRequestError);
    expect(notify).not.toHaveBeenCalled();
    await expect(call('logout')).rejects.toMatchObject({ code: 'VALIDATION_ERROR', message: '参数错误' });
    expect(notify).toHaveBeenCalled();
  });
});

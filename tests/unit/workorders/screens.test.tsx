// @vitest-environment jsdom
/** The work-order screens render on their answers and send what the user did: create-ticket, upcoming, the designer. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement, type ReactNode } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, RecordContextProvider, memoryStore } from 'react-admin';
import { configureApi } from '../../../src/api/client.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/shared/constants.ts';
import { saveSession } from '../../../src/api/session.ts';
import { CreateTicket, Upcoming } from '../../../src/admin/features/workorders/screens.tsx';
import { Designer } from '../../../src/admin/overrides/workorders/ProcessDesigner.tsx';
import { makeI18n } from '../resources/render.tsx';
import { envelope, startServer, type TestServer } from '../api/http-server.ts';
import { ShellBridge } from '../../../src/admin/ShellBridge.tsx';

let server: TestServer;
const fields = [
  { key: 'subject', type: 'text', label: '事项', label_en: 'Subject', required: true },
  { key: 'amount', type: 'number', label: '金额', label_en: 'Amount' },
];

beforeAll(async () => {
  // React Flow measures its container
  (globalThis as any).ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  server = await startServer();
  configureApi({ baseUrl: server.origin });
  saveSession('T-1');
  server.reply = (req, res) => {
    const u = req.url;
    if (u.startsWith('/workorder/workorder/process/startable'))
      return envelope([
        {
          process_id: 4,
          process_name: '通用审批',
          process_name_en: 'General',
          description: null,
          template: { fields },
        },
      ])(req, res);
    if (u.startsWith('/workorder/workorder/create'))
      return envelope({ work_order_id: 12, process_id: 4, state: 'pending' })(req, res);
    if (u.startsWith('/workorder/workorder/task/upcoming/page')) {
      return envelope({
        list: [
          {
            task_id: 3,
            work_order_id: 12,
            process_id: 4,
            title: '申请',
            title_en: 'Request',
            step_name: '平台',
            step_name_en: 'Platform',
            process_name: 'p',
            process_name_en: 'P',
            applicant_name: 'Dev',
            assignee_id: 1,
            assignee_name: 'Admin',
            created_at: null,
            due_at: null,
            overdue: true,
          },
        ],
        total: 1,
        page_num: 1,
        page_size: 10,
      })(req, res);
    }
    if (u.startsWith('/workorder/workorder/process/steps') && req.method === 'GET') {
      return envelope({
        process_id: 4,
        version: 2,
        current_version: 2,
        versions: [{ version: 2 }, { version: 1 }],
        steps: [
          {
            step_no: 1,
            step_name: '业务',
            step_name_en: 'Business',
            approver_kind: 'user',
            approver_ids: [2],
            mode: 'one',
            skip_condition: null,
            time_limit_hours: null,
            expiry_action: null,
            escalate_to_user_id: null,
          },
        ],
      })(req, res);
    }
    if (u.startsWith('/workorder/workorder/process/steps')) return envelope({ process_id: 4, version: 3 })(req, res);
    return envelope(null)(req, res);
  };
});
afterAll(async () => {
  configureApi({ baseUrl: '', timeoutMs: REQUEST_TIMEOUT_MS });
  await server.close();
});

const wrap = (children: ReactNode) =>
  render(
    createElement(
      AdminContext,
      { i18nProvider: makeI18n('en'), store: memoryStore() },
      createElement(ShellBridge, null, children),
    ),
  );

describe('work-order screens', () => {
  it('create-ticket fills the template and posts the form', async () => {
    wrap(createElement(CreateTicket));
    fireEvent.change(await screen.findByTestId('wo-title-input'), { target: { value: 'Need a box' } });
    fireEvent.change(screen.getByTestId('wo-field-subject'), { target: { value: 'box' } });
    fireEvent.change(screen.getByTestId('wo-field-amount'), { target: { value: '12' } });
    fireEvent.click(screen.getByTestId('wo-submit'));
    await waitFor(() => expect(server.seen.some((s) => s.url.startsWith('/workorder/workorder/create'))).toBe(true));
    const posted = server.seen.find((s) => s.url.startsWith('/workorder/workorder/create'))!;
    expect(JSON.parse(posted.body.toString())).toEqual({
      process_id: 4,
      title: 'Need a box',
      form: { subject: 'box', amount: 12 },
    });
  }, 30_000);

  it('upcoming lists my tasks with their step and overdue mark', async () => {
    wrap(createElement(Upcoming));
    const row = await screen.findByTestId('wo-row');
    expect(within(row).getByText('Request')).toBeTruthy();
    expect(within(row).getByText('Overdue')).toBeTruthy();
  }, 30_000);

  it('the designer draws the steps and saves them as a new version', async () => {
    wrap(createElement(RecordContextProvider, { value: { id: 4, process_id: 4 }, children: createElement(Designer) }));
    expect(await screen.findByTestId('wo-graph')).toBeTruthy();
    expect(screen.getByTestId('wo-step-editor-1')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wo-add-step'));
    expect(screen.getByTestId('wo-step-editor-2')).toBeTruthy();
    fireEvent.click(screen.getByTestId('wo-save-steps'));
    await waitFor(() =>
      expect(
        server.seen.some((s) => s.method === 'POST' && s.url.startsWith('/workorder/workorder/process/steps')),
      ).toBe(true),
    );
    const posted = JSON.parse(
      server.seen
        .find((s) => s.method === 'POST' && s.url.startsWith('/workorder/workorder/process/steps'))!
        .body.toString(),
    );
    expect(posted.process_id).toBe(4);
    expect(posted.steps.map((s: any) => s.approver_kind)).toEqual(['user', 'platform_admin']);
    expect(posted.steps[0].approver_ids).toEqual([2]);
  }, 30_000);
});

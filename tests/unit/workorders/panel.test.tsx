// @vitest-environment jsdom
/** The handling page's body and the phone page's actions render a work order and post the holder's decision. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, memoryStore } from 'react-admin';
import { configureApi } from '../../../src/api/client.ts';
import { REQUEST_TIMEOUT_MS } from '../../../src/shared/constants.ts';
import { saveSession } from '../../../src/api/session.ts';
import { WorkOrderPanel } from '../../../src/admin/features/workorders/WorkOrderPanel.tsx';
import { makeI18n } from '../resources/render.tsx';
import { envelope, startServer, type TestServer } from '../api/http-server.ts';
import { ShellBridge } from '../../../src/admin/ShellBridge.tsx';

let server: TestServer;
let state = 'pending';
const detail = () => ({
  work_order_id: 5,
  process_id: 2,
  process_name: '通用审批',
  process_name_en: 'General approval',
  process_version: 2,
  event: 'general',
  subject_id: 'x',
  title: '申请资源',
  title_en: null,
  form: { subject: 'env', category: 'resource', amount: 3 },
  state,
  current_step_no: state === 'pending' ? 2 : null,
  applicant_id: 3,
  applicant_name: 'Dev',
  created_at: '2026-01-01T00:00:00.000Z',
  finished_at: null,
  template: {
    template_id: 1,
    template_name: 't',
    template_name_en: null,
    fields: [
      { key: 'subject', type: 'text', label: '事项', label_en: 'Subject', required: true },
      {
        key: 'category',
        type: 'choice',
        label: '类别',
        label_en: 'Category',
        options: [{ value: 'resource', label: '资源', label_en: 'Resource' }],
      },
    ],
  },
  my_task_id: state === 'pending' ? 9 : null,
  can_withdraw: false,
  can_resubmit: false,
  steps: [
    {
      step_no: 1,
      step_name: '业务',
      step_name_en: 'Business',
      approver_kind: 'user',
      mode: 'one',
      approver_ids: [2],
      skip_condition: null,
      time_limit_hours: null,
      expiry_action: null,
      state: 'done',
      tasks: [
        {
          task_id: 8,
          assignee_id: 2,
          assignee_name: 'Prov',
          state: 'approved',
          due_at: null,
          decided_at: '2026-01-01T01:00:00.000Z',
          comment: 'ok',
          overdue: false,
        },
      ],
    },
    {
      step_no: 2,
      step_name: '平台',
      step_name_en: 'Platform',
      approver_kind: 'platform_admin',
      mode: 'one',
      approver_ids: [],
      skip_condition: null,
      time_limit_hours: 4,
      expiry_action: 'remind',
      state: state === 'pending' ? 'current' : 'done',
      tasks: [
        {
          task_id: 9,
          assignee_id: 1,
          assignee_name: 'Admin',
          state: state === 'pending' ? 'open' : 'approved',
          due_at: null,
          decided_at: null,
          comment: null,
          overdue: false,
        },
      ],
    },
  ],
  history: [
    {
      history_id: 1,
      step_no: null,
      action: 'submit',
      actor_id: 3,
      actor_name: 'Dev',
      comment: null,
      to_user_id: null,
      to_user_name: null,
      attachments: [],
      created_at: '2026-01-01T00:00:00.000Z',
    },
    {
      history_id: 2,
      step_no: 1,
      action: 'approve',
      actor_id: 2,
      actor_name: 'Prov',
      comment: 'ok',
      to_user_id: null,
      to_user_name: null,
      attachments: [],
      created_at: '2026-01-01T01:00:00.000Z',
    },
    ...(state === 'approved'
      ? [
          {
            history_id: 3,
            step_no: 2,
            action: 'approve',
            actor_id: 1,
            actor_name: 'Admin',
            comment: 'fine',
            to_user_id: null,
            to_user_name: null,
            attachments: [],
            created_at: '2026-01-01T02:00:00.000Z',
          },
        ]
      : []),
  ],
});

beforeAll(async () => {
  server = await startServer();
  configureApi({ baseUrl: server.origin });
  saveSession('T-1');
  server.reply = (req, res) => {
    if (req.url.startsWith('/workorder/workorder/detail')) return envelope(detail())(req, res);
    if (req.url.startsWith('/workorder/workorder/handle')) {
      state = 'approved';
      return envelope({ work_order_id: 5, process_id: 2, state })(req, res);
    }
    return envelope(null)(req, res);
  };
});
afterAll(async () => {
  configureApi({ baseUrl: '', timeoutMs: REQUEST_TIMEOUT_MS });
  await server.close();
});

describe('work-order panel', () => {
  it('shows the request, the structure with the current step, the history, and approves', async () => {
    render(
      createElement(
        AdminContext,
        { i18nProvider: makeI18n('en'), store: memoryStore() },
        createElement(ShellBridge, null, createElement(WorkOrderPanel, { id: 5 })),
      ),
    );
    expect(await screen.findByTestId('wo-panel')).toBeTruthy();
    expect(screen.getByTestId('wo-state').getAttribute('data-state')).toBe('pending');
    expect(screen.getByTestId('wo-step-2').getAttribute('data-state')).toBe('current');
    expect(screen.getByTestId('wo-form').textContent).toContain('Resource');
    expect(screen.getAllByTestId('wo-history-item')).toHaveLength(2);
    fireEvent.change(screen.getByTestId('wo-comment'), { target: { value: 'fine' } });
    fireEvent.click(screen.getByTestId('wo-approve'));
    await waitFor(() => expect(screen.getByTestId('wo-state').getAttribute('data-state')).toBe('approved'));
    const posted = server.seen.find((s) => s.url.startsWith('/workorder/workorder/handle'))!;
    expect(JSON.parse(posted.body.toString())).toMatchObject({ task_id: 9, action: 'approve', comment: 'fine' });
    expect(screen.getAllByTestId('wo-history-item')).toHaveLength(3);
    expect(screen.getByTestId('wo-no-action')).toBeTruthy();
  }, 30_000);
});

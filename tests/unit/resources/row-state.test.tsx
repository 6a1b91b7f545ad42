// @vitest-environment jsdom
// editableWhen/deletableWhen and the "more" menu of the generated list, on the real api_groups descriptor.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GeneratedList } from '../../../src/admin/resources/generate/index.ts';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import { rowAllows } from '../../../src/shared/descriptors/types.ts';
import { makeI18n, renderView, rowsServer } from './render.tsx';

const groups = descriptorByName.get('api_groups')!;
const t = (key: string) => makeI18n('zh').translate(key) as string;
const rows = [
  {
    group_id: 1,
    group_name: '草稿能力',
    group_state: 'draft',
    check_state: 'none',
    version: 1,
    api_count: 1,
    score_avg: 0,
    updated_at: '2026-01-02T08:00:00Z',
  },
  {
    group_id: 2,
    group_name: '已发布能力',
    group_state: 'published',
    check_state: 'approved',
    version: 1,
    api_count: 2,
    score_avg: 4,
    updated_at: '2026-01-01T08:00:00Z',
  },
];

describe('row state rules', { timeout: 60000 }, () => {
  it('rowAllows matches any listed value and refuses a missing record', () => {
    expect(rowAllows({ group_state: ['draft'] }, { group_state: 'draft' })).toBe(true);
    expect(rowAllows({ group_state: ['draft'] }, { group_state: 'published' })).toBe(false);
    expect(rowAllows(undefined, { group_state: 'published' })).toBe(true);
    expect(rowAllows({ state: [1] }, { state: '1' })).toBe(true);
    expect(rowAllows({ state: [1] }, undefined)).toBe(false);
  });

  it('a published group offers neither edit nor delete; a draft offers both', async () => {
    renderView(groups, GeneratedList, { server: rowsServer(rows) });
    await screen.findByText('已发布能力');
    const published = screen.getByText('已发布能力').closest('tr')!;
    const draft = screen.getByText('草稿能力').closest('tr')!;
    await waitFor(() => expect(within(draft).getByLabelText(t('ra.action.edit'))).toBeTruthy());
    expect(within(published).queryByLabelText(t('ra.action.edit'))).toBeNull();
    expect(within(published).queryByLabelText(t('ra.action.delete'))).toBeNull();
    // the published row's revoke / mark overdue / upgrade sit in the "more" menu, not in the row
    expect(within(published).queryByText('撤回发布')).toBeNull();
    fireEvent.click(within(published).getByTestId('row-more'));
    const menu = await screen.findAllByTestId('row-more-menu');
    const open = menu.find((m) => within(m).queryByText('撤回发布'))!;
    for (const label of ['撤回发布', '标记过期', '升级']) expect(within(open).getByText(label)).toBeTruthy();
  });
});

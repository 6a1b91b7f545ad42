/** What the console sends when a descriptor's form is saved: the fields a user can edit there, and nothing computed. */
import { describe, expect, it } from 'vitest';
import { descriptorByName } from '../../../src/shared/descriptors/browser.ts';
import { pickWritable } from '../../../src/admin/resources/fields.ts';

const groups = descriptorByName.get('api_groups')!;

describe('pickWritable', () => {
  it("sends a group's upstreams, edited by their own input though kept in their own table", () => {
    const upstreams = [
      { env_type: 1, base_url: 'https://test.example.com', timeout_ms: 5000 },
      { env_type: 2, base_url: 'https://uat.example.com', timeout_ms: 6000 },
      { env_type: 3, base_url: 'https://prod.example.com', timeout_ms: 7000 },
    ];
    const body = pickWritable(groups, { group_name: 'G', upstreams, api_count: 4, group_state: 'draft' });
    expect(body.upstreams).toEqual(upstreams);
    // computed (virtual without an input) and read-only fields stay out
    expect(body).not.toHaveProperty('api_count');
    expect(body).not.toHaveProperty('group_state');
  });
});

/** Roles: the generated show view, plus the permission tree and the bound users of the role. */
import { useRecordContext } from 'react-admin';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { BindingsPanel } from '../bindings/BindingsPanel.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { ResourceTreeEditor, type PermissionNode } from '../bindings/ResourceTreeEditor.tsx';
import { UserBinding, type UserBrief } from '../bindings/UserBinding.tsx';

function RoleBindings() {
  const record = useRecordContext();
  const { can } = useAccess();
  if (!record) return null;
  const role_id = record.role_id as number;
  const editable = can('edit') && record.role_code !== 'super_admin';
  return (
    <BindingsPanel
      tabs={[
        {
          label: 'bindings.permissions',
          content: (
            <ResourceTreeEditor
              canSave={editable}
              loadTree={() => callOperation<PermissionNode[]>('getAllResourceTree')}
              loadChecked={() => callOperation<number[]>('roleBoundResources', { query: { role_id } })}
              save={(resource_ids) => callOperation('roleBindResources', { body: { role_id, resource_ids } })}
            />
          ),
        },
        {
          label: 'bindings.users',
          content: (
            <UserBinding
              canSave={can('edit')}
              loadBound={() => callOperation<UserBrief[]>('roleBoundUsers', { query: { role_id } })}
              save={(user_ids) => callOperation('roleBindUsers', { body: { role_id, user_ids } })}
            />
          ),
        },
      ]}
    />
  );
}

export const RoleShow = () => <GeneratedShow aside={<RoleBindings />} />;

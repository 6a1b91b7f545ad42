/** Teams: the generated show view, plus the team's members and the permissions it shares with them. */
import { useRecordContext } from 'react-admin';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { useAccess } from '../../resources/AccessContext.tsx';
import { BindingsPanel } from '../bindings/BindingsPanel.tsx';
import { callOperation } from '../../../api/call-operation.ts';
import { ResourceTreeEditor, type PermissionNode } from '../bindings/ResourceTreeEditor.tsx';
import { UserBinding, type UserBrief } from '../bindings/UserBinding.tsx';

function TeamBindings() {
  const record = useRecordContext();
  const { can } = useAccess();
  if (!record) return null;
  const team_id = record.team_id as number;
  return (
    <BindingsPanel
      tabs={[
        {
          label: 'bindings.members',
          content: (
            <UserBinding
              canSave={can('edit')}
              loadBound={() => callOperation<UserBrief[]>('teamBoundUsers', { query: { team_id } })}
              save={(user_ids) => callOperation('teamBindUsers', { body: { team_id, user_ids } })}
            />
          ),
        },
        {
          label: 'bindings.resources',
          content: (
            <ResourceTreeEditor
              canSave={can('edit')}
              loadTree={() => callOperation<PermissionNode[]>('teamAssignableResources')}
              loadChecked={() => callOperation<number[]>('teamBoundResources', { query: { team_id } })}
              save={(resource_ids) => callOperation('teamBindResources', { body: { team_id, resource_ids } })}
            />
          ),
        },
      ]}
    />
  );
}

export const TeamShow = () => <GeneratedShow aside={<TeamBindings />} />;

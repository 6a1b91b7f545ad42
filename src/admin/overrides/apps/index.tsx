/**
 * Applications: creating one shows its secrets once; its page adds the keys per environment (with reset) and
 * the IP whitelists to the generated show view; the list's row menu resets a secret too.
 */
import { useState } from 'react';
import { Box } from '@mui/material';
import { useRecordContext, useRedirect } from 'react-admin';
import { GeneratedCreate, GeneratedList, GeneratedShow } from '../../resources/generate/index.ts';
import { RowExtrasContext } from '../../resources/generate/RowButtons.tsx';
import { useAccess } from '../../resources/AccessContext.tsx';
import { useRecordPaths } from '../../resources/RecordPageContext.tsx';
import { CredentialsPanel } from '../../features/apps/CredentialsPanel.tsx';
import { ResetSecretRowItem } from '../../features/apps/ResetSecret.tsx';
import { SecretDialog, type ShownCredential } from '../../features/apps/SecretDialog.tsx';
import { WhitelistPanel } from '../../features/apps/WhitelistPanel.tsx';
import { SubscriptionsPanel } from '../../features/apps/SubscriptionsPanel.tsx';
import { AppMcpSection } from '../../features/mcp/AppMcpPanel.tsx';
import { AppCallbacksSection } from '../../features/callbacks/CallbacksPanel.tsx';

export function AppCreate() {
  const [created, setCreated] = useState<{ apply_id: number; credentials: ShownCredential[] } | null>(null);
  const redirect = useRedirect();
  const paths = useRecordPaths();
  return (
    <>
      <GeneratedCreate mutationOptions={{ onSuccess: (data: any) => setCreated(data) }} />
      {created && (
        <SecretDialog
          credentials={created.credentials}
          onClose={() => {
            const id = created.apply_id;
            setCreated(null);
            redirect(paths.show ? paths.show(id) : paths.list);
          }}
        />
      )}
    </>
  );
}

function AppPanels() {
  const record = useRecordContext();
  const { can } = useAccess();
  if (!record) return null;
  const applyId = record.apply_id as number;
  return (
    <Box sx={{ ml: { md: 2 }, flex: 1, minWidth: 0 }}>
      <CredentialsPanel applyId={applyId} ownerId={record.created_by as number | undefined} />
      <SubscriptionsPanel applyId={applyId} />
      <WhitelistPanel applyId={applyId} canEdit={can('edit')} />
    </Box>
  );
}

export const AppShow = () => (
  <>
    <GeneratedShow aside={<AppPanels />} />
    <AppMcpSection />
    <AppCallbacksSection />
  </>
);

const ROW_EXTRAS = [<ResetSecretRowItem key="reset-secret" />];

export const AppList = () => (
  <RowExtrasContext.Provider value={ROW_EXTRAS}>
    <GeneratedList />
  </RowExtrasContext.Provider>
);

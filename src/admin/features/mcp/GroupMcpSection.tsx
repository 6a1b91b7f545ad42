/** The MCP card below a group's generated page; the group's id comes from the record page (path or query). */
import { Box } from '@mui/material';
import { useAccess } from '../../resources/AccessContext.tsx';
import { useRecordPageId } from '../../resources/RecordPageContext.tsx';
import { GroupMcpPanel } from './GroupMcpPanel.tsx';

export function GroupMcpSection() {
  const id = Number(useRecordPageId());
  const { can, isPending } = useAccess();
  if (!Number.isInteger(id) || id < 1 || isPending) return null;
  return (
    <Box sx={{ px: { xs: 0, md: 0 } }}>
      <GroupMcpPanel groupId={id} canEdit={can('edit')} />
    </Box>
  );
}

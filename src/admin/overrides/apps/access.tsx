/** Apply records: applying has its own form; a record's page adds the APIs it may call (read-only here). */
import { Box, Card, CardContent } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { GeneratedShow } from '../../resources/generate/index.ts';
import { ApisPanel } from '../../features/apps/ApisPanel.tsx';

export { AccessApplyCreate } from '../../features/apps/AccessApplyCreate.tsx';

function RecordApis() {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <Box sx={{ ml: { md: 2 }, flex: 1, minWidth: 0 }}>
      <Card>
        <CardContent>
          <ApisPanel recordId={record.r_apply_groups_record_id as number} canEdit={false} />
        </CardContent>
      </Card>
    </Box>
  );
}

export const AccessApplyShow = () => <GeneratedShow aside={<RecordApis />} />;

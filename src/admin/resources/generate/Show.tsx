/** The generated show view: a heading naming the record, its buttons, and the descriptor's `show` fields. */
import { Box } from '@mui/material';
import { Labeled, Show, useRecordContext, type ShowProps } from 'react-admin';
import { fieldKey } from '../keys.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { showFields } from '../fields.ts';
import { useRecordPageId } from '../RecordPageContext.tsx';
import { ActionButton } from './ActionButton.tsx';
import { FieldView } from './FieldView.tsx';
import { Guard, ShowError, checkedByGuard } from './Guard.tsx';
import { DeleteRecord, EditLink } from './RecordButtons.tsx';
import { RecordHeader } from './RecordHeader.tsx';

export type GeneratedShowProps = Omit<ShowProps, 'children'>;

const quietLoad = { onError: () => undefined };

/** long values (text, Markdown, JSON, lists) take a whole row of the two-column layout */
const WIDE = new Set(['text', 'markdown', 'json', 'references', 'file']);

function ShowHeader() {
  const d = useDescriptor();
  const record = useRecordContext();
  return (
    <RecordHeader kind="show">
      {record && <EditLink inRecordPage />}
      {record &&
        (d.actions ?? []).filter((a) => a.scope === 'row').map((a) => <ActionButton key={a.name} action={a} />)}
      {record && <DeleteRecord backToList />}
    </RecordHeader>
  );
}

function ShowBody(props: GeneratedShowProps) {
  const d = useDescriptor();
  const id = useRecordPageId();
  const { can } = useAccess();
  const fields = showFields(d).filter((n) => !d.fields[n].permission || can(d.fields[n].permission!));
  return (
    <Show
      resource={d.name}
      {...checkedByGuard}
      id={id}
      title={false}
      actions={<ShowHeader />}
      queryOptions={quietLoad}
      error={<ShowError />}
      {...props}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          columnGap: 3,
          rowGap: 1.5,
          p: 2,
        }}
        data-testid="show-fields"
      >
        {/* FieldView is a wrapper, so a layout cannot read a label off it: label each field here */}
        {fields.map((n) => (
          <Box
            key={n}
            sx={{
              gridColumn: WIDE.has(d.fields[n].type) ? '1 / -1' : undefined,
              minWidth: 0,
              overflowWrap: 'anywhere',
            }}
          >
            <Labeled label={fieldKey(d.name, n)} fullWidth>
              <FieldView name={n} />
            </Labeled>
          </Box>
        ))}
      </Box>
    </Show>
  );
}

export function GeneratedShow(props: GeneratedShowProps) {
  return (
    <Guard op="one">
      <ShowBody {...props} />
    </Guard>
  );
}

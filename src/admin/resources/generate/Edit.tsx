/** The generated edit view: pessimistic, so the server's field errors stay on the form instead of an undo. */
import { Edit, useRecordContext, type EditProps } from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { useRecordPageId } from '../RecordPageContext.tsx';
import { useBackToList } from './back-to-list.ts';
import { GeneratedForm, useDropDenied } from './Form.tsx';
import { EditError, Guard, checkedByGuard } from './Guard.tsx';
import { DeleteRecord, ShowLink } from './RecordButtons.tsx';
import { RecordHeader } from './RecordHeader.tsx';

export type GeneratedEditProps = Omit<EditProps, 'children'>;

// the error state shows the server message in place; react-admin would otherwise notify and leave the page
const quietLoad = { onError: () => undefined };

function EditHeader() {
  const record = useRecordContext();
  return (
    <RecordHeader kind="edit">
      {record && <ShowLink />}
      {record && <DeleteRecord backToList />}
    </RecordHeader>
  );
}

function EditBody(props: GeneratedEditProps) {
  const d = useDescriptor();
  const id = useRecordPageId();
  const transform = useDropDenied();
  const back = useBackToList();
  return (
    <Edit
      resource={d.name}
      {...checkedByGuard}
      id={id}
      title={false}
      actions={<EditHeader />}
      mutationMode="pessimistic"
      redirect={back}
      transform={transform}
      queryOptions={quietLoad}
      error={<EditError />}
      {...props}
    >
      <GeneratedForm />
    </Edit>
  );
}

export function GeneratedEdit(props: GeneratedEditProps) {
  return (
    <Guard op="update">
      <EditBody {...props} />
    </Guard>
  );
}

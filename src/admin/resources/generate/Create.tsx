/** The generated create view; server field errors land under their inputs (pessimistic save). */
import { Create, type CreateProps } from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { useBackToList } from './back-to-list.ts';
import { defaultValues, GeneratedForm, useDropDenied } from './Form.tsx';
import { Guard, checkedByGuard } from './Guard.tsx';
import { RecordHeader } from './RecordHeader.tsx';

export type GeneratedCreateProps = Omit<CreateProps, 'children'>;

function CreateBody(props: GeneratedCreateProps) {
  const d = useDescriptor();
  const transform = useDropDenied();
  const back = useBackToList();
  return (
    <Create
      resource={d.name}
      {...checkedByGuard}
      title={false}
      actions={<RecordHeader kind="create" />}
      redirect={back}
      mutationMode="pessimistic"
      transform={transform}
      {...props}
    >
      <GeneratedForm defaultValues={defaultValues(d)} />
    </Create>
  );
}

export function GeneratedCreate(props: GeneratedCreateProps) {
  return (
    <Guard op="create">
      <CreateBody {...props} />
    </Guard>
  );
}

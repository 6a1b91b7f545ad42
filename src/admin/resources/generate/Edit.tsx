/** The generated edit view: pessimistic, so the server's field errors stay on the form instead of an undo. */
import { Edit, type EditProps } from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { GeneratedForm, useDropDenied } from './Form.tsx';
import { EditError, Guard } from './Guard.tsx';

export type GeneratedEditProps = Omit<EditProps, 'children'>;

// the error state shows the server message in place; react-admin would otherwise notify and leave the page
const quietLoad = { onError: () => undefined };

function EditBody(props: GeneratedEditProps) {
  const d = useDescriptor();
  const transform = useDropDenied();
  return (
    <Edit resource={d.name} mutationMode="pessimistic" redirect="list" transform={transform} queryOptions={quietLoad}
      error={<EditError />} {...props}>
      <GeneratedForm />
    </Edit>
  );
}

export function GeneratedEdit(props: GeneratedEditProps) {
  return <Guard op="update"><EditBody {...props} /></Guard>;
}

/** The generated create view; server field errors land under their inputs (pessimistic save). */
import { Create, type CreateProps } from 'react-admin';
import { useDescriptor } from '../DescriptorContext.tsx';
import { defaultValues, GeneratedForm, useDropDenied } from './Form.tsx';
import { Guard } from './Guard.tsx';

export type GeneratedCreateProps = Omit<CreateProps, 'children'>;

function CreateBody(props: GeneratedCreateProps) {
  const d = useDescriptor();
  const transform = useDropDenied();
  return (
    <Create resource={d.name} redirect="list" mutationMode="pessimistic" transform={transform} {...props}>
      <GeneratedForm defaultValues={defaultValues(d)} />
    </Create>
  );
}

export function GeneratedCreate(props: GeneratedCreateProps) {
  return <Guard op="create"><CreateBody {...props} /></Guard>;
}

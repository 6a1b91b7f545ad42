/** The generated show view: the descriptor's `show` fields, with edit and row actions on top. */
import { Show, SimpleShowLayout, TopToolbar, EditButton, Labeled, type ShowProps } from 'react-admin';
import { fieldKey } from '../keys.ts';
import { opPermission } from '../access.ts';
import { useAccess } from '../AccessContext.tsx';
import { useDescriptor } from '../DescriptorContext.tsx';
import { showFields } from '../fields.ts';
import { ActionButton } from './ActionButton.tsx';
import { FieldView } from './FieldView.tsx';
import { Guard, ShowError } from './Guard.tsx';

export type GeneratedShowProps = Omit<ShowProps, 'children'>;

const quietLoad = { onError: () => undefined };

function ShowToolbar() {
  const d = useDescriptor();
  const { can } = useAccess();
  return (
    <TopToolbar>
      {d.operations.update && can(opPermission(d, 'update')) && <EditButton />}
      {(d.actions ?? []).filter((a) => a.scope === 'row').map((a) => <ActionButton key={a.name} action={a} />)}
    </TopToolbar>
  );
}

function ShowBody(props: GeneratedShowProps) {
  const d = useDescriptor();
  const { can } = useAccess();
  const fields = showFields(d).filter((n) => !d.fields[n].permission || can(d.fields[n].permission!));
  return (
    <Show resource={d.name} actions={<ShowToolbar />} queryOptions={quietLoad} error={<ShowError />} {...props}>
      <SimpleShowLayout>
        {/* FieldView is a wrapper, so SimpleShowLayout cannot read a label off it: label each field here */}
        {fields.map((n) => <Labeled key={n} label={fieldKey(d.name, n)}><FieldView name={n} /></Labeled>)}
      </SimpleShowLayout>
    </Show>
  );
}

export function GeneratedShow(props: GeneratedShowProps) {
  return <Guard op="one"><ShowBody {...props} /></Guard>;
}

/** Which users hold a role or belong to a team: pick from the sub-users the caller manages, then save. */
import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, Chip, Stack, TextField } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { callOperation } from '../../../api/call-operation.ts';
import { ErrorState, LoadingState } from '../../../shell/ui/states.tsx';

export interface UserBrief {
  user_id: number;
  user_name: string;
  user_real_name: string | null;
}

interface Props {
  loadBound: () => Promise<UserBrief[]>;
  save: (ids: number[]) => Promise<unknown>;
  canSave: boolean;
}

const label = (u: UserBrief) => (u.user_real_name ? `${u.user_real_name}（${u.user_name}）` : u.user_name);

export function UserBinding({ loadBound, save, canSave }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const [options, setOptions] = useState<UserBrief[]>([]);
  const [value, setValue] = useState<UserBrief[] | null>(null);
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);

  const load = () => {
    setError(undefined);
    // the users one may bind: the sub-accounts the caller manages
    Promise.all([loadBound(), callOperation<UserBrief[]>('subUserList').catch(() => [] as UserBrief[])])
      .then(([bound, all]) => {
        const byId = new Map([...all, ...bound].map((u) => [u.user_id, u]));
        setOptions([...byId.values()]);
        setValue(bound);
      })
      .catch((e: Error) => setError(e.message));
  };
  // loaded once per record: the panel remounts when another record is shown
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => load(), []);

  if (error) return <ErrorState message={error} onRetry={load} />;
  if (!value) return <LoadingState minHeight={80} />;

  const onSave = async () => {
    setSaving(true);
    try {
      await save(value.map((u) => u.user_id));
      notify('bindings.saved', { type: 'success' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Autocomplete
        multiple
        options={options}
        value={value}
        disabled={!canSave}
        getOptionLabel={label}
        isOptionEqualToValue={(a, b) => a.user_id === b.user_id}
        onChange={(_, v) => setValue(v)}
        renderValue={(items, getItemProps) =>
          items.map((u, i) => <Chip {...getItemProps({ index: i })} key={u.user_id} size="small" label={label(u)} />)
        }
        renderInput={(params) => <TextField {...params} size="small" label={translate('bindings.pick_users')} />}
      />
      {canSave && (
        <Box>
          <Button variant="contained" size="small" disabled={saving} onClick={onSave}>
            {translate('bindings.save')}
          </Button>
        </Box>
      )}
    </Stack>
  );
}

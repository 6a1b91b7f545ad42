/**
 * A domain's groups to tick for a batch application: name, description, API count and charge rules; a ticked group
 * gets its rule select (the default rule preselected). A group without an enabled rule cannot be ticked.
 */
import {
  Box,
  Button,
  Checkbox,
  Chip,
  FormHelperText,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Link } from 'react-router-dom';
import { useLocaleState, useTranslate } from '../../shell/host.tsx';
import { groupName, type ApplyGroup } from './api.ts';
import { ruleTitle } from './Pricing.tsx';

/** group id → the chosen charge rule ('' until chosen) */
export type Selection = Record<number, number | ''>;

export const defaultRule = (g: ApplyGroup): number | '' =>
  g.charge_rules.find((r) => r.is_default)?.charge_rule_id ?? g.charge_rules[0]?.charge_rule_id ?? '';

interface Props {
  groups: ApplyGroup[];
  selection: Selection;
  onChange: (next: Selection) => void;
  /** the form was submitted once: missing choices show their message */
  tried: boolean;
  /** the server's refusal of one group, shown under it */
  refusal?: { group_id: number; message: string } | null;
}

function GroupRow({
  g,
  rule,
  checked,
  tried,
  refusal,
  onToggle,
  onRule,
}: {
  g: ApplyGroup;
  rule: number | '' | undefined;
  checked: boolean;
  tried: boolean;
  refusal?: string;
  onToggle: () => void;
  onRule: (id: number) => void;
}) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const name = groupName(locale, g);
  const blocked = g.charge_rules.length === 0;
  const inputId = `apply-group-${g.group_id}`;
  return (
    <Paper
      variant="outlined"
      data-testid="apply-group"
      data-group-id={g.group_id}
      sx={{
        p: { xs: 1.5, sm: 2 },
        borderColor: refusal ? 'error.main' : checked ? 'primary.main' : 'divider',
        bgcolor: checked ? 'action.hover' : undefined,
      }}
    >
      <Stack direction="row" spacing={1} alignItems="flex-start">
        <Checkbox
          checked={checked}
          onChange={onToggle}
          disabled={blocked}
          sx={{ mt: -0.75, ml: -1 }}
          slotProps={{
            input: {
              id: inputId,
              'aria-label': t('market.by_domain.pick', { name }),
              'data-testid': 'apply-group-check',
            } as object,
          }}
        />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={1} alignItems="baseline" useFlexGap flexWrap="wrap">
            <Typography
              component="label"
              htmlFor={inputId}
              fontWeight={700}
              sx={{ cursor: blocked ? 'default' : 'pointer', overflowWrap: 'anywhere' }}
              data-testid="apply-group-name"
            >
              {name}
            </Typography>
            <Chip size="small" label={t('market.apis', { smart_count: g.api_count })} />
            <Button
              component={Link}
              to={`/goodsdetail?group_id=${g.group_id}`}
              size="small"
              sx={{ ml: 'auto', minWidth: 0 }}
            >
              {t('market.by_domain.details')}
            </Button>
          </Stack>
          {g.description && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
              {g.description}
            </Typography>
          )}
          {blocked ? (
            <FormHelperText>{t('market.by_domain.no_rules')}</FormHelperText>
          ) : checked ? (
            <TextField
              select
              size="small"
              fullWidth
              required
              label={t('market.by_domain.rule')}
              value={rule ?? ''}
              onChange={(e) => onRule(Number(e.target.value))}
              error={tried && rule === ''}
              helperText={tried && rule === '' ? t('market.apply.required') : undefined}
              sx={{ mt: 1.5, maxWidth: 480 }}
              slotProps={{ select: { inputProps: { 'data-testid': 'apply-group-rule' } } }}
            >
              {g.charge_rules.map((r) => (
                <MenuItem key={r.charge_rule_id} value={r.charge_rule_id}>
                  {r.rule_name} · {ruleTitle(t, r)}
                  {r.is_default ? ` · ${t('market.product.rule.default')}` : ''}
                </MenuItem>
              ))}
            </TextField>
          ) : (
            <Stack
              direction="row"
              spacing={0.5}
              useFlexGap
              flexWrap="wrap"
              sx={{ mt: 1 }}
              data-testid="apply-group-rules"
            >
              {g.charge_rules.map((r) => (
                <Chip
                  key={r.charge_rule_id}
                  size="small"
                  variant="outlined"
                  color={r.is_default ? 'primary' : 'default'}
                  label={`${r.rule_name} · ${ruleTitle(t, r)}`}
                  sx={{ maxWidth: '100%' }}
                />
              ))}
            </Stack>
          )}
          {refusal && (
            <FormHelperText error data-testid="apply-group-refusal">
              {refusal}
            </FormHelperText>
          )}
        </Box>
      </Stack>
    </Paper>
  );
}

export function ApplyGroupList({ groups, selection, onChange, tried, refusal }: Props) {
  const t = useTranslate();
  const none = tried && Object.keys(selection).length === 0;
  const toggle = (g: ApplyGroup) => {
    const next = { ...selection };
    if (g.group_id in next) delete next[g.group_id];
    else next[g.group_id] = defaultRule(g);
    onChange(next);
  };
  return (
    <Box
      role="group"
      aria-label={t('market.by_domain.total', { smart_count: groups.length })}
      aria-describedby={none ? 'apply-groups-error' : undefined}
    >
      <Stack spacing={1.5}>
        {groups.map((g) => (
          <GroupRow
            key={g.group_id}
            g={g}
            rule={selection[g.group_id]}
            checked={g.group_id in selection}
            tried={tried}
            refusal={refusal?.group_id === g.group_id ? refusal.message : undefined}
            onToggle={() => toggle(g)}
            onRule={(id) => onChange({ ...selection, [g.group_id]: id })}
          />
        ))}
      </Stack>
      {none && (
        <FormHelperText error id="apply-groups-error" data-testid="apply-groups-error" sx={{ mt: 1 }}>
          {t('market.by_domain.pick_groups')}
        </FormHelperText>
      )}
    </Box>
  );
}

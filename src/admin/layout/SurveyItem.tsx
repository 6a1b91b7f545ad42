/**
 * The survey entry of the user menu (SPEC sections 2 and 7): the survey check answers the survey the operator set
 * up for the selected environment; the entry shows only when there is one, and opens it in a new tab with the
 * platform code and the user's identity the server added to its address.
 */
import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import PollIcon from '@mui/icons-material/PollOutlined';
import { useLocaleState, useTranslate, useUserMenu } from 'react-admin';
import { call } from '../../api/call.ts';
import { useAppState } from '../../shell/app-state.ts';
import { useRemote } from '../../shell/use-remote.ts';
import type { EnvType } from '../../shared/signature/headers.ts';

export interface SurveyCheck {
  type: string | null;
  url: string | null;
  survey_name: string | null;
  survey_name_en: string | null;
}

/**
 * The survey check, made when the header's menu mounts (not when it opens): the menu then opens with its final
 * entries and places itself inside the window.
 */
export function useSurvey(): SurveyCheck | undefined {
  const { envType } = useAppState();
  return (
    useRemote(
      (signal) =>
        call<'surveyCheck', SurveyCheck>(
          'surveyCheck',
          { query: { env_type: (envType ?? 3) as EnvType }, signal },
          { notify: false },
        ),
      [envType],
    ).data ?? undefined
  );
}

export function SurveyItem({ survey }: { survey: SurveyCheck | undefined }) {
  const t = useTranslate();
  const [locale] = useLocaleState();
  const menu = useUserMenu();
  if (!survey?.url) return null;
  const name = (locale === 'en' && survey.survey_name_en) || survey.survey_name;
  return (
    <MenuItem
      data-testid="survey-entry"
      data-type={survey.type}
      onClick={() => {
        menu?.onClose();
        window.open(survey.url!, '_blank', 'noopener');
      }}
    >
      <ListItemIcon>
        <PollIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText
        primary={t('app.header.survey')}
        secondary={name}
        title={name ?? undefined}
        slotProps={{ secondary: { noWrap: true, sx: { maxWidth: 180 } } }}
      />
    </MenuItem>
  );
}

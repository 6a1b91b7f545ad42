/**
 * What operators configure per environment beyond the catalog (issue 25 items 21, 22): the survey check (SPEC
 * sections 2 and 7) and the operations cards (SPEC section 1). Both are edited as plain descriptors (surveys,
 * ops_cards); these are the two reads the header and the pages make.
 */
import { requireCaller, type Handlers } from '../context.ts';
import { PLATFORM_CODE } from '../../shared/constants.ts';

interface SurveyRow {
  survey_id: number;
  survey_name: string;
  survey_name_en: string | null;
  survey_type: string;
  url: string;
}

/** The survey's address with who is asking: the survey tool joins answers to the platform, environment and user. */
export function surveyUrl(base: string, who: { env_type: number; uid: string; user_name: string }): string {
  const url = new URL(base);
  url.searchParams.set('platform_code', PLATFORM_CODE);
  url.searchParams.set('env_type', String(who.env_type));
  url.searchParams.set('uid', who.uid);
  url.searchParams.set('user_name', who.user_name);
  return url.toString();
}

export const surveyHandlers: Handlers = {
  async surveyCheck(ctx) {
    const caller = requireCaller(ctx);
    const env_type = Number(ctx.query.env_type ?? 3);
    // the newest enabled survey of the environment
    const survey = (await ctx.deps.db
      .selectFrom('surveys')
      .select(['survey_id', 'survey_name', 'survey_name_en', 'survey_type', 'url'])
      .where('env_type', '=', env_type)
      .where('enabled', '=', true)
      .orderBy('survey_id', 'desc')
      .executeTakeFirst()) as SurveyRow | undefined;
    if (!survey) return { type: null, url: null, survey_id: null, survey_name: null, survey_name_en: null };
    const user = await ctx.deps.db
      .selectFrom('users')
      .select(['uid'])
      .where('user_id', '=', caller.user_id)
      .executeTakeFirstOrThrow();
    return {
      type: survey.survey_type,
      url: surveyUrl(survey.url, { env_type, uid: String(user.uid), user_name: caller.user_name }),
      survey_id: survey.survey_id,
      survey_name: survey.survey_name,
      survey_name_en: survey.survey_name_en,
    };
  },

  async opsCardPublic(ctx) {
    const { env_type = 3, placement } = ctx.query;
    return ctx.deps.db
      .selectFrom('ops_cards')
      .select(['card_id', 'card_type', 'title', 'title_en', 'body', 'body_en', 'link_text', 'link_text_en', 'link_url'])
      .where('env_type', '=', Number(env_type))
      .where('placement', '=', placement)
      .where('enabled', '=', true)
      .orderBy('sort')
      .orderBy('card_id')
      .limit(20)
      .execute();
  },
};

/**
 * The demo catalog in English (issue 25 item 17): what English readers of the store see of the four demo
 * capabilities, keyed by the Chinese texts the OpenAPI documents carry (documents.ts), so both stay side by side.
 */
export interface GroupEnglish {
  description_en: string;
  documentation_en: string;
  /** by the API's Chinese name: its English name and description, and its parameters' English descriptions */
  apis: Record<string, { api_name_en: string; api_desc_en?: string; params?: Record<string, string> }>;
}

const CITY = 'City: its Chinese name, pinyin, English name or code';

export const GROUP_ENGLISH: Record<string, GroupEnglish> = {
  天气查询: {
    description_en: 'Live weather and 7-day forecasts for major cities in China.',
    documentation_en:
      'Live weather and 7-day forecasts for major cities in China. A city can be given by its Chinese name, pinyin, ' +
      'English name or city code.\n\n- Current weather: `GET /weather/v1/now?city=Beijing`\n' +
      '- Forecast: `GET /weather/v1/forecast/{city}?days=3`\n',
    apis: {
      实时天气: {
        api_name_en: 'Current weather',
        api_desc_en: "The weather, temperature, humidity and wind of the city's current hour.",
        params: { city: CITY },
      },
      天气预报: {
        api_name_en: 'Weather forecast',
        api_desc_en: 'Weather, lowest and highest temperature and chance of rain for the next 1–7 days.',
        params: { city: CITY, days: 'Days to forecast, 1–7 (3 by default)' },
      },
    },
  },
  汇率换算: {
    description_en:
      'Reference rates of major currencies against the renminbi, and amount conversion. Amounts travel as decimal strings, free of floating-point errors.',
    documentation_en:
      'Reference rates of major currencies against the renminbi, and amount conversion. Amounts travel as decimal ' +
      'strings, free of floating-point errors.\n\n- Rates: `GET /fx/v1/rates?base=CNY`\n- Conversion: `POST /fx/v1/convert`\n',
    apis: {
      参考汇率: {
        api_name_en: 'Reference rates',
        api_desc_en: 'The rate table against a base currency.',
        params: { base: 'Base currency (CNY by default)' },
      },
      金额换算: { api_name_en: 'Convert an amount', api_desc_en: 'Converts an amount from one currency to another.' },
    },
  },
  身份核验: {
    description_en:
      'Checks a name and an 18-digit resident ID number: format, check digit and date of birth; answers the date of birth and gender.',
    documentation_en:
      'Checks a name and an 18-digit resident ID number: format, check digit and date of birth; answers the date of ' +
      'birth and gender.\n\n- Verify: `POST /idcheck/v1/verify` with `{ "name": "…", "id_number": "…" }`\n',
    apis: {
      身份证号核验: {
        api_name_en: 'Verify an ID number',
        api_desc_en: 'Whether the name and ID number form a valid pair, with the date of birth and gender.',
      },
    },
  },
  短信发送: {
    description_en:
      'Sends verification and notification texts to mainland China mobile numbers from templates; answers the message ID and its status.',
    documentation_en:
      'Sends verification and notification texts to mainland China mobile numbers from templates; answers the ' +
      'message ID and its status.\n\n- Send: `POST /sms/v1/send` with `{ "phone": "…", "template_code": "VERIFY_CODE" }`\n',
    apis: {
      发送短信: { api_name_en: 'Send a text message', api_desc_en: 'Sends one text from a template to one number.' },
    },
  },
};

/** the demo charge rules' English names */
export const RULE_NAMES_EN: Record<string, string> = {
  免费版: 'Free',
  专业版: 'Professional',
  按次计费: 'Pay per call',
  年度套餐: 'Annual package',
  标准版: 'Standard',
  万条套餐: '10,000-message package',
  按条计费: 'Pay per message',
};

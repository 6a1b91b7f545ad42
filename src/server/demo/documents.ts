/**
 * The demo groups' OpenAPI descriptions: what the demo upstream (src/server/demo/upstream.ts) really
 * answers, imported through the same parser as a provider's document. Four shapes on purpose: OpenAPI 3.0 YAML
 * with a path parameter, 3.1 with $ref components, Swagger 2.0 with a body parameter, 3.0 JSON.
 */
export const WEATHER = `openapi: 3.0.3
info:
  title: 天气查询
  version: "1.0"
  description: |
    全国主要城市的实时天气与 7 日预报。城市可用中文名、拼音、英文名或城市编码。

    - 实时天气：\`GET /weather/v1/now?city=北京\`
    - 天气预报：\`GET /weather/v1/forecast/{city}?days=3\`
servers:
  - url: http://127.0.0.1:8082
    description: prod
paths:
  /weather/v1/now:
    get:
      operationId: getCurrentWeather
      summary: 实时天气
      description: 城市当前整点的天气、气温、湿度与风力。
      parameters:
        - { name: city, in: query, required: true, description: 城市名、拼音、英文名或编码, schema: { type: string, example: 北京 } }
      responses:
        "200":
          description: 实时天气
          content:
            application/json:
              schema:
                type: object
                properties:
                  city: { type: object, properties: { code: { type: string }, name: { type: string }, name_en: { type: string }, pinyin: { type: string } } }
                  observed_at: { type: string, format: date-time }
                  weather: { type: object, properties: { code: { type: string }, zh: { type: string }, en: { type: string } } }
                  temperature_c: { type: integer }
                  humidity_pct: { type: integer }
                  wind: { type: object, properties: { direction: { type: string }, scale: { type: integer } } }
              example: { city: { code: "101010100", name: 北京, name_en: Beijing, pinyin: beijing }, observed_at: "2026-11-23T10:00:00+08:00", weather: { code: sunny, zh: 晴, en: Sunny }, temperature_c: 6, humidity_pct: 41, wind: { direction: 北风, scale: 3 } }
        "400": { description: CITY_REQUIRED 未提供城市 }
        "404": { description: CITY_NOT_FOUND 未知城市 }
  /weather/v1/forecast/{city}:
    get:
      operationId: getWeatherForecast
      summary: 天气预报
      description: 未来 1–7 天的天气、最低与最高气温和降水概率。
      parameters:
        - { name: city, in: path, required: true, description: 城市名、拼音、英文名或编码, schema: { type: string } }
        - { name: days, in: query, required: false, description: 预报天数 1–7，默认 3, schema: { type: integer, minimum: 1, maximum: 7, default: 3 } }
      responses:
        "200":
          description: 逐日预报
          content:
            application/json:
              schema:
                type: object
                properties:
                  city: { type: object }
                  days:
                    type: array
                    items: { type: object, properties: { date: { type: string, format: date }, weather: { type: object, properties: { code: { type: string }, zh: { type: string }, en: { type: string } } }, temp_min_c: { type: integer }, temp_max_c: { type: integer }, precipitation_pct: { type: integer } } }
        "400": { description: BAD_DAYS 天数不在 1–7 之间 }
        "404": { description: CITY_NOT_FOUND 未知城市 }
`;

export const FX = `openapi: 3.1.0
info:
  title: 汇率换算
  version: "2.0"
  description: 主要币种对人民币的参考汇率与金额换算。金额以十进制字符串传递，避免浮点误差。
paths:
  /fx/v1/rates:
    get:
      summary: 参考汇率
      parameters:
        - { name: base, in: query, description: 基准币种，默认 CNY, schema: { $ref: "#/components/schemas/Currency" } }
      responses:
        "200":
          description: 以 base 为基准的汇率表
          content:
            application/json:
              schema: { type: object, properties: { base: { $ref: "#/components/schemas/Currency" }, rates: { type: object, additionalProperties: { type: string } }, date: { type: string, format: date } } }
        "400": { description: UNKNOWN_CURRENCY 不支持的币种 }
  /fx/v1/convert:
    post:
      summary: 金额换算
      requestBody:
        required: true
        content:
          application/json:
            schema: { $ref: "#/components/schemas/ConvertRequest" }
            example: { from: USD, to: CNY, amount: "100.00" }
      responses:
        "200":
          description: 换算结果
          content:
            application/json:
              schema: { type: object, properties: { from: { type: string }, to: { type: string }, amount: { type: string }, rate: { type: string }, result: { type: string } } }
        "400": { description: BAD_AMOUNT / TOO_MANY_DECIMALS / UNKNOWN_CURRENCY }
components:
  schemas:
    Currency: { type: string, enum: [CNY, USD, EUR, JPY, GBP, HKD], default: CNY }
    ConvertRequest:
      type: object
      required: [from, to, amount]
      properties:
        from: { $ref: "#/components/schemas/Currency" }
        to: { $ref: "#/components/schemas/Currency" }
        amount: { type: string, pattern: "^\\\\d+(\\\\.\\\\d+)?$", description: 十进制字符串，如 "100.50" }
`;

export const IDCHECK = `swagger: "2.0"
info:
  title: 身份核验
  version: "1.0"
  description: 姓名与 18 位居民身份证号的格式、校验位与出生日期核验，并返回出生日期与性别。
host: 127.0.0.1:8082
schemes: [http]
consumes: [application/json]
produces: [application/json]
paths:
  /idcheck/v1/verify:
    post:
      summary: 身份证号核验
      parameters:
        - in: body
          name: body
          required: true
          schema:
            type: object
            required: [name, id_number]
            properties:
              name: { type: string, maxLength: 50 }
              id_number: { type: string, description: 17 位数字加一位数字或 X }
      responses:
        "200":
          description: 核验结果
          schema: { type: object, properties: { name: { type: string }, valid: { type: boolean }, birth_date: { type: string }, gender: { type: string } } }
        "400": { description: NAME_REQUIRED / BAD_ID_NUMBER }
`;

export const SMS = JSON.stringify({
  openapi: '3.0.3',
  info: {
    title: '短信发送',
    version: '1.0',
    description: '按模板向中国大陆手机号发送验证码与通知短信，返回消息编号与受理状态。',
  },
  paths: {
    '/sms/v1/send': {
      post: {
        summary: '发送短信',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: ['phone', 'template_code'],
                properties: {
                  phone: { type: 'string', example: '13800138000' },
                  template_code: { type: 'string', example: 'VERIFY_CODE' },
                  params: { type: 'object', additionalProperties: { type: 'string' } },
                },
              },
            },
          },
        },
        responses: {
          200: {
            description: '已受理',
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    message_id: { type: 'string' },
                    phone: { type: 'string' },
                    template_code: { type: 'string' },
                    status: { type: 'string' },
                  },
                },
              },
            },
          },
          400: { description: 'BAD_PHONE / TEMPLATE_REQUIRED / BAD_PARAMS' },
          500: { description: 'SMS_UPSTREAM_FAILURE' },
        },
      },
    },
  },
});

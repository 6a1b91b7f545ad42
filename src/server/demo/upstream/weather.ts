/** Demo weather: a handful of cities, and pseudo-data that is a pure function of the city and the date (UTC+8). */

export interface City {
  code: string;
  zh: string;
  pinyin: string;
  en: string;
  baseTempC: number;
}

export const CITIES: readonly City[] = [
  { code: '110000', zh: '北京', pinyin: 'beijing', en: 'Beijing', baseTempC: 13 },
  { code: '310000', zh: '上海', pinyin: 'shanghai', en: 'Shanghai', baseTempC: 17 },
  { code: '440100', zh: '广州', pinyin: 'guangzhou', en: 'Guangzhou', baseTempC: 23 },
  { code: '440300', zh: '深圳', pinyin: 'shenzhen', en: 'Shenzhen', baseTempC: 23 },
  { code: '330100', zh: '杭州', pinyin: 'hangzhou', en: 'Hangzhou', baseTempC: 17 },
  { code: '510100', zh: '成都', pinyin: 'chengdu', en: 'Chengdu', baseTempC: 16 },
  { code: '610100', zh: '西安', pinyin: 'xian', en: "Xi'an", baseTempC: 14 },
  { code: '420100', zh: '武汉', pinyin: 'wuhan', en: 'Wuhan', baseTempC: 17 },
];

const CONDITIONS = [
  { code: 'sunny', zh: '晴', en: 'Sunny' },
  { code: 'cloudy', zh: '多云', en: 'Cloudy' },
  { code: 'overcast', zh: '阴', en: 'Overcast' },
  { code: 'light_rain', zh: '小雨', en: 'Light rain' },
  { code: 'moderate_rain', zh: '中雨', en: 'Moderate rain' },
  { code: 'thunderstorm', zh: '雷阵雨', en: 'Thunderstorm' },
  { code: 'haze', zh: '霾', en: 'Haze' },
] as const;
const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

/** Accepts the Chinese name (with or without 市), pinyin or English in any case, with or without ' and spaces, or the code. */
export function findCity(name: string): City | undefined {
  const n = name.trim().replace(/市$/, '');
  const latin = n.toLowerCase().replace(/['’\s-]/g, '');
  return CITIES.find((c) => c.zh === n || c.code === n || c.pinyin === latin);
}

/** FNV-1a: a stable 32-bit number per text, so the same city and day always give the same weather. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const CHINA_OFFSET_MS = 8 * 3600 * 1000;
/** YYYY-MM-DD in China time, `days` after `now`. */
export function chinaDate(now: number, days = 0): string {
  return new Date(now + CHINA_OFFSET_MS + days * 86_400_000).toISOString().slice(0, 10);
}

function seasonal(city: City, date: string): number {
  const month = Number(date.slice(5, 7));
  return city.baseTempC + Math.round(-12 * Math.cos(((month - 1) / 12) * 2 * Math.PI));
}

const cityView = (c: City) => ({ code: c.code, name: c.zh, name_en: c.en, pinyin: c.pinyin });

export function currentWeather(city: City, now: number) {
  const date = chinaDate(now);
  const hour = new Date(now + CHINA_OFFSET_MS).getUTCHours();
  const h = hash(`${city.code}:${date}:${hour}`);
  const condition = CONDITIONS[h % CONDITIONS.length];
  return {
    city: cityView(city),
    observed_at: `${date}T${String(hour).padStart(2, '0')}:00:00+08:00`,
    weather: condition,
    temperature_c:
      seasonal(city, date) + ((h >>> 8) % 9) - 4 + Math.round(4 * Math.sin(((hour - 9) / 24) * 2 * Math.PI)),
    humidity_pct: 30 + ((h >>> 12) % 60),
    wind: { direction: WIND_DIRECTIONS[(h >>> 16) % 8], scale: 1 + ((h >>> 20) % 5) },
  };
}

export function forecast(city: City, now: number, days: number) {
  return {
    city: cityView(city),
    days: Array.from({ length: days }, (_, i) => {
      const date = chinaDate(now, i);
      const h = hash(`${city.code}:${date}`);
      const mid = seasonal(city, date) + ((h >>> 4) % 7) - 3;
      return {
        date,
        weather: CONDITIONS[h % CONDITIONS.length],
        temp_min_c: mid - 3 - ((h >>> 10) % 4),
        temp_max_c: mid + 3 + ((h >>> 14) % 5),
        precipitation_pct: (h >>> 18) % 101,
      };
    }),
  };
}

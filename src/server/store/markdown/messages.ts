/** The Markdown pages' own words, zh and en (the page content itself is the operators', in both languages). */
import type { Lang } from '../../http/messages.ts';

const zh = {
  site: '能力开放平台', home: '首页', market: 'API 市场', docs: '文档中心', announcements: '公告', figures: '平台概况',
  groups: 'API 分组', apis: 'API', providers: '服务商', calls: '调用次数', featured: '精选', newest: '最新上架',
  provider: '服务商', domain: '领域', rating: '评分', version: '版本', gateway: '网关地址', method: '方法', path: '路径',
  name: '名称', description: '说明', params: '请求参数', in: '位置', type: '类型', required: '必填', yes: '是', no: '否',
  response: '响应示例', errors: '错误码', pricing: '计费规则', rule: '规则', price: '单价(元/千次)', validity: '有效天数',
  qps: 'QPS', daily: '日配额', monthly: '月配额', page: '第 {n} / {pages} 页', next: '下一页', prev: '上一页', empty: '暂无数据',
  published: '发布于', pinned: '置顶', read: '阅读', apply: '登录后可在商品页申请使用（或通过 MCP 工具 apply_for_access）。',
  content: '内容页面', total: '共 {n} 条', code: '错误码', message: '说明',
};
type Words = typeof zh;
const en: Words = {
  site: 'Open API Platform', home: 'Home', market: 'API market', docs: 'Documentation', announcements: 'Announcements', figures: 'At a glance',
  groups: 'API groups', apis: 'APIs', providers: 'Providers', calls: 'Calls', featured: 'Featured', newest: 'Newest',
  provider: 'Provider', domain: 'Domain', rating: 'Rating', version: 'Version', gateway: 'Gateway', method: 'Method', path: 'Path',
  name: 'Name', description: 'Description', params: 'Request parameters', in: 'In', type: 'Type', required: 'Required', yes: 'yes', no: 'no',
  response: 'Response example', errors: 'Error codes', pricing: 'Pricing', rule: 'Rule', price: 'Price (CNY per 1,000)', validity: 'Validity (days)',
  qps: 'QPS', daily: 'Daily quota', monthly: 'Monthly quota', page: 'Page {n} of {pages}', next: 'Next page', prev: 'Previous page', empty: 'No data',
  published: 'Published', pinned: 'pinned', read: 'Read', apply: 'Sign in to apply on the product page (or use the MCP tool apply_for_access).',
  content: 'Content pages', total: '{n} in all', code: 'Code', message: 'Meaning',
};

export type Word = keyof Words;
export const words = (lang: Lang) => (key: Word, params: Record<string, string | number> = {}) =>
  (lang === 'en' ? en : zh)[key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

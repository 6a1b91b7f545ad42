/** Texts of the statistics and call-log screens (`stats.*`). */
export const statsMessages = {
  zh: {
    stats: {
      range: '时间范围',
      env: '环境',
      env_all: '全部环境',
      env_1: '测试', env_2: '预发布', env_3: '生产',
      group: '分组 ID', api: 'API ID', app: '应用 ID', status: '状态码',
      query: '查询', reset: '重置',
      quick: { today: '今天', d7: '近 7 天', d30: '近 30 天' },
      calls: '调用次数', success_rate: '成功率', avg_latency: '平均耗时', max_latency: '最大耗时',
      errors: '失败次数', client_errors: '客户端错误', server_errors: '服务端错误', refusals: '网关拒绝',
      traffic: '流量', ms: '%{n} 毫秒',
      trend: '调用趋势', ok: '成功', failed: '失败',
      ranking: '调用排行', by_api: '按 API', by_group: '按分组', by_app: '按应用',
      rank: '排名', name: '名称', share: '占比',
      granularity: { m: '按分钟', h: '按小时', d: '按天' },
      log: {
        time: '调用时间', request_id: '请求 ID', method: '方法', path: '路径', client_ip: '客户端地址', status: '状态',
        error_code: '错误码', latency: '耗时', upstream: '后端', bytes: '流量（入/出）', more: '加载更多', shown: '已显示 %{n} 条',
        end: '没有更多了',
      },
    },
  },
  en: {
    stats: {
      range: 'Period',
      env: 'Environment',
      env_all: 'All environments',
      env_1: 'Test', env_2: 'UAT', env_3: 'Production',
      group: 'Group ID', api: 'API ID', app: 'Application ID', status: 'Status',
      query: 'Search', reset: 'Reset',
      quick: { today: 'Today', d7: 'Last 7 days', d30: 'Last 30 days' },
      calls: 'Calls', success_rate: 'Success rate', avg_latency: 'Average latency', max_latency: 'Max latency',
      errors: 'Failed calls', client_errors: 'Client errors', server_errors: 'Server errors', refusals: 'Gateway refusals',
      traffic: 'Traffic', ms: '%{n} ms',
      trend: 'Calls over time', ok: 'Succeeded', failed: 'Failed',
      ranking: 'Ranking', by_api: 'By API', by_group: 'By group', by_app: 'By application',
      rank: 'Rank', name: 'Name', share: 'Share',
      granularity: { m: 'Per minute', h: 'Per hour', d: 'Per day' },
      log: {
        time: 'Time', request_id: 'Request ID', method: 'Method', path: 'Path', client_ip: 'Client address', status: 'Status',
        error_code: 'Error code', latency: 'Latency', upstream: 'Upstream', bytes: 'Bytes (in/out)', more: 'Load more', shown: '%{n} shown',
        end: 'No more calls',
      },
    },
  },
};

/** Texts of the operations card widget (`ops_cards.*`): the kind shown on each card. */
export const opsCardMessages = {
  zh: { ops_cards: { region: '运营信息', kind: { announcement: '公告', promotion: '活动', support: '支持与联系' } } },
  en: {
    ops_cards: {
      region: 'From the platform',
      kind: { announcement: 'Announcement', promotion: 'Promotion', support: 'Support' },
    },
  },
};

/** The store content's messages (merged into the wire's table by src/server/domain-messages.ts). */
export const storeMessages = {
  zh: {
    DOC_PARENT_NOT_FOLDER: '上级只能是目录',
    DOC_PARENT_CYCLE: '不能把文档移到它自己或它的下级目录下',
  } as const,
  en: {
    DOC_PARENT_NOT_FOLDER: 'The parent must be a folder',
    DOC_PARENT_CYCLE: 'A document cannot be moved under itself or one of its own children',
  } as const,
};

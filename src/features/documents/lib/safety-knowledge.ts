// 安全知识库 (a tile of 安全管理) is a view of the document libraries, not a library of its own: a safety officer
// finds the knowledge base's safety items and the group's safety standards where the rest of the group files them.

/** the knowledge base's categories a safety officer reads (DOCUMENT_CATEGORIES.knowledge) */
export const SAFETY_KNOWLEDGE_CATEGORIES = ['安全技术', '管理制度'] as const

/** the standards' category of safety rules (DOCUMENT_CATEGORIES.standard) */
export const SAFETY_STANDARD_CATEGORY = '安全技术规范'

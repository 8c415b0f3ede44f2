// Routes of 试验室管理: incoming materials, ledgers, sampling, info centre and their flows; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const laboratoryRoutes = {
  // 试验室管理 (issue 18)
  /** 材料进场: the list; { mode: 'add' } the registration; { id } one batch with its results and change record */
  incomingMaterials: (query: { id?: string; mode?: 'add' } = {}) => withQuery('/pages/apply/laboratoryManagement/incomingMaterials/index', query),
  /** 材料汇总 by material, supplier and month */
  materialSummary: '/pages/apply/laboratoryManagement/materialSummary/index',
  /** one material's summary; days back ('' for all) */
  materialSummaryDetail: (materialCode: string, days = '') => withQuery('/pages/apply/laboratoryManagement/materialSummary/summary', { materialCode, days }),
  /** 施工检测台账: the list; { id } one record with its values and change record */
  constructionLedger: (query: { id?: string } = {}) => withQuery('/pages/apply/laboratoryManagement/constructionLedger/index', query),
  increaseLedger: '/pages/apply/laboratoryManagement/constructionLedger/increaseLedger',
  /** 工程实体检测: the list; { id } one record */
  engineeringEntityData: (query: { id?: string } = {}) => withQuery('/pages/apply/laboratoryManagement/engineeringEntityData/index', query),
  increaseEngineering: '/pages/apply/laboratoryManagement/engineeringEntityData/increaseEngineering',
  /** the WBS part (分项工程) of a section a record is made on (a picker-bridge page) */
  ledgeChoose: (pickerId: string) => withQuery('/pages/apply/laboratoryManagement/engineeringEntityData/ledgeChoose', { pickerId }),
  /** 台账汇总 by test item, section and month; summary: one item */
  ledgerSummary: '/pages/apply/laboratoryManagement/ledgerSummary/index',
  ledgerSummaryDetail: (itemCode: string, days = '') => withQuery('/pages/apply/laboratoryManagement/ledgerSummary/summary', { itemCode, days }),
  /** 取样记录: the list; { mode: 'add' } a new sample */
  samplingData: (query: { mode?: 'add' } = {}) => withQuery('/pages/apply/laboratoryManagement/samplingData/index', query),
  selfInspectionData: '/pages/apply/laboratoryManagement/selfInspectionData/index',
  /** 试验信息中心 and its 发布 page */
  infoCenter: '/pages/apply/laboratoryManagement/infoCenter/index',
  increaseInfo: '/pages/apply/laboratoryManagement/infoCenter/increaseInfo',
  /** a new 报审 of a lab record on the flow engine (enCode constructionLedger, incomingMaterial, engineeringEntityData) */
  labFlow: (enCode: string, id: string) => withQuery(`/pages/workFlow/workFlowForm/${enCode}/index`, { id })
} as const

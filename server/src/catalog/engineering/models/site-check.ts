// 现场综合检查记录 (vm-site-check): the list configuration of the complete model (its form: ./site-check-form.ts).
import { model, type CatalogModel } from '../../build/model'
import { listConfig } from '../../build/list'
import { siteCheckFields, siteCheckForm } from './site-check-form'

export const SITE_CHECK_MODEL_ID = 'vm-site-check'

const list = listConfig(siteCheckFields, {
  columns: ['checkNo', 'checkTitle', ['checkDate', { sortable: true }], 'checkType', 'sectionId', 'hazardLevel', ['totalScore', { sortable: true }], 'needRectify', 'inspector'],
  search: [['checkTitle', 2, true], ['checkNo', 2, true], ['stake', 2, true], ['checkType', 1], ['hazardLevel', 1], ['checkDate', 3], ['totalScore', 3]],
  sort: [['checkDate', 'desc']],
  // the app's 统计 header: checks by type and hazard level, and per month of the check date
  extra: { statistics: { groupBy: ['checkType', 'hazardLevel'], dateField: 'checkDate', period: 'month', periods: 6 } }
})

export const siteCheckModel: CatalogModel = model(SITE_CHECK_MODEL_ID, '现场综合检查记录', 'siteComprehensiveCheck', siteCheckForm, list)

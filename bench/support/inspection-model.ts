// The model the list and statistics benches measure: a safety-inspection register with a keyword text, a level, a
// count and a date, and `records` rows spread half over each demo project and its contract sections, one every
// minute from 2024-01-01 (China time), granted to the project managers' role through its own App menu.
import crypto from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { parseFormFields } from '../../server/src/modules/visualdev/form-fields'
import { syncModelIndexes } from '../../server/src/modules/visualdev/model-indexes'
import { searchTextOf } from '../../server/src/modules/visualdev/validate'

const HJ_CONTRACTS = ['ct-hj-tj01', 'ct-hj-tj02', 'ct-hj-tj03', 'ct-hj-jl01', 'ct-hj-sy01', 'ct-hj-yz01']
const NJ_CONTRACTS = ['ct-nj-tj01', 'ct-nj-tj02', 'ct-nj-tj03', 'ct-nj-jl01']
const PLACES = ['左幅边坡', '右幅路基', '中分带', '桥梁下部结构', '隧道洞口', '互通匝道', '服务区', '收费站']

const field = (jnpfKey: string, label: string, vModel: string, props: Record<string, unknown> = {}) =>
  ({ __config__: { jnpfKey, label, dataType: 'static' }, __vModel__: vModel, ...props })
const fields = [
  field('input', '巡查标题', 'title'), field('input', '巡查部位', 'place'),
  field('radio', '隐患等级', 'level', { options: [{ id: '1', fullName: '一般' }, { id: '2', fullName: '较大' }, { id: '3', fullName: '重大' }], props: { label: 'fullName', value: 'id' } }),
  field('inputNumber', '参检人数', 'count'), field('datePicker', '巡查日期', 'day', { format: 'yyyy-MM-dd' }),
  field('createUser', '创建人员', 'creatorUser'), field('createTime', '创建时间', 'creatorTime')
]
const list = {
  searchList: [
    { id: 'title', label: '巡查标题', searchType: 2, isKeyword: true }, { id: 'place', label: '巡查部位', searchType: 2, isKeyword: true },
    { id: 'level', label: '隐患等级', searchType: 1 }, { id: 'day', label: '巡查日期', searchType: 3 }
  ],
  columnList: []
}

export interface InspectionModel { modelId: string; enCode: string; fullName: string; records: number }

export async function seedInspectionModel(app: FastifyInstance, m: InspectionModel): Promise<void> {
  const db = app.ctx.db
  const json = JSON.stringify
  const menuId = `m-${m.enCode}`
  await db.insertInto('baseVisualDev').values({
    id: m.modelId, fullName: m.fullName, enCode: m.enCode, webType: 2, formData: json({ fields }), columnData: json(list), appColumnData: json(list),
    tables: '[]', enableFlow: 0, flowId: '', sortCode: 0, createdAt: 0
  }).execute()
  await db.insertInto('baseModule').values({
    id: menuId, parentId: '-1', type: 3, enCode: m.enCode, fullName: m.fullName, icon: '', urlAddress: '',
    propertyJson: json({ moduleId: m.modelId }), linkTarget: '', category: 'App', sortCode: 999
  }).execute()
  await db.insertInto('baseAuthorize').values({ id: `bench-grant-${m.enCode}`, itemType: 'module', itemId: menuId, objectType: 'Role', objectId: 'role-pm' }).execute()
  // the model's own indexes, as the catalogue installer and the designer make them
  await syncModelIndexes(db, app.ctx.dialect, m.modelId)
  const parsed = parseFormFields(json({ fields }))
  const start = Date.parse('2024-01-01T00:00:00+08:00')
  const batch = app.ctx.dialect === 'sqlite' ? 2000 : 4000
  for (let i = 0; i < m.records; i += batch) {
    const rows = []
    for (let n = i; n < Math.min(m.records, i + batch); n++) {
      const hj = n % 2 === 0
      const contracts = hj ? HJ_CONTRACTS : NJ_CONTRACTS
      const data = {
        title: `K${(n % 900) + 10}+${String(n % 1000).padStart(3, '0')} 安全巡查 第${n}次`, place: PLACES[n % PLACES.length],
        level: String((n % 3) + 1), count: (n % 20) + 1, day: start + Math.floor(n / 50) * 86_400_000
      }
      rows.push({
        id: crypto.randomUUID().replace(/-/g, ''), modelId: m.modelId, projectId: hj ? 'proj-hj' : 'proj-nj', contractId: contracts[n % contracts.length],
        data: json(data), searchText: searchTextOf(parsed, data), creatorUserId: 'u-admin', creatorTime: start + n * 60_000,
        lastModifyUserId: '', lastModifyTime: null, flowState: null
      })
    }
    await db.insertInto('visualdevRecord').values(rows).execute()
  }
}

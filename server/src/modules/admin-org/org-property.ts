// The company form's 基础信息/经营信息 extras (short name, nature, industry, founding date, phones, address, legal
// person, bank, business scope), kept as JNPF keeps them: a JSON object in base_organize.property_json. The form
// sends an object; a client echoing the info back sends the JSON text. Unknown keys are dropped.
import { BadRequest } from '../../errors'

const LIMITS: Record<string, number> = {
  shortName: 200, enterpriseNature: 200, industry: 200, foundedTime: 40, telePhone: 200, fax: 200, webSite: 200, address: 200,
  managerName: 200, managerTelePhone: 200, managerMobilePhone: 200, manageEmail: 200, bankName: 200, bankAccount: 200, businessscope: 2000
}

const LABELS: Record<string, string> = {
  shortName: '公司简称', enterpriseNature: '公司性质', industry: '所属行业', foundedTime: '成立时间', telePhone: '公司电话', fax: '公司传真',
  webSite: '公司主页', address: '公司地址', managerName: '公司法人', managerTelePhone: '联系电话', managerMobilePhone: '联系手机',
  manageEmail: '联系邮箱', bankName: '开户银行', bankAccount: '银行账户', businessscope: '经营范围'
}

/** undefined: leave the stored extras as they are */
export function propertyJson(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined
  let obj = value
  if (typeof value === 'string') {
    try { obj = JSON.parse(value) } catch { throw new BadRequest('公司扩展信息 (propertyJson) 不是合法的 JSON') }
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw new BadRequest('公司扩展信息 (propertyJson) 应为对象')
  const kept: Record<string, string> = {}
  for (const [key, v] of Object.entries(obj as Record<string, unknown>)) {
    if (!(key in LIMITS) || v === null || v === undefined || v === '') continue
    if (typeof v !== 'string' && typeof v !== 'number') throw new BadRequest(`${LABELS[key]}应为文字`)
    const text = String(v).trim()
    if (text.length > LIMITS[key]) throw new BadRequest(`${LABELS[key]}不能超过${LIMITS[key]}个字符`)
    kept[key] = text
  }
  return JSON.stringify(kept)
}

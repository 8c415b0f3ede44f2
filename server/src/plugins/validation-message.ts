// Ajv errors -> one Chinese message naming the field, so a client sees what to fix.
interface AjvError {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
}

const WHERE: Record<string, string> = { body: '请求体', querystring: '查询参数', params: '路径参数', headers: '请求头' }

function fieldName(err: AjvError): string {
  const parts = err.instancePath.split('/').filter(Boolean)
  if (err.keyword === 'required') parts.push(String(err.params.missingProperty))
  return parts.join('.')
}

export function validationMessage(errors: AjvError[], context?: string): string {
  const err = errors[0]
  if (!err) return '参数错误'
  const field = fieldName(err)
  const where = (context && WHERE[context]) || '参数'
  const name = field ? `${where}字段 ${field}` : where
  const p = err.params
  switch (err.keyword) {
    case 'required': return `缺少必填${where}字段 ${field}`
    case 'type': return `${name} 类型错误，应为${typeName(String(p.type))}`
    case 'maxLength': return `${name} 长度不能超过 ${String(p.limit)}`
    case 'minLength': return Number(p.limit) <= 1 ? `${name} 不能为空` : `${name} 长度不能少于 ${String(p.limit)}`
    case 'pattern':
    case 'format': return `${name} 格式不正确`
    case 'enum': return `${name} 取值不合法`
    case 'maximum': return `${name} 不能大于 ${String(p.limit)}`
    case 'minimum': return `${name} 不能小于 ${String(p.limit)}`
    case 'maxItems': return `${name} 最多 ${String(p.limit)} 项`
    case 'minItems': return `${name} 至少 ${String(p.limit)} 项`
    case 'additionalProperties': return `${where}不支持字段 ${String(p.additionalProperty)}`
    default: return `${name} 不合法`
  }
}

function typeName(t: string): string {
  const names: Record<string, string> = { string: '字符串', integer: '整数', number: '数字', boolean: '布尔值', array: '数组', object: '对象', null: '空值' }
  return t.split(',').map((x) => names[x] ?? x).join('或')
}

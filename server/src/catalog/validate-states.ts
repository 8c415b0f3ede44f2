// A module's record states must belong to one of its own models and name only fields that model has (who may move,
// what a move asks for, where its photos go, the due date), so a renamed field stops the start instead of making a
// move impossible later.
import { fieldsNamedBy, parseFormFields } from '../modules/visualdev'
import type { CatalogModule } from './types'

export function assertValidRecordStates(m: CatalogModule): void {
  for (const def of m.recordStates ?? []) {
    const model = m.models.find((x) => x.id === def.model || x.enCode === def.model)
    if (!model) throw new Error(`目录模块 ${m.code} 的记录状态指向不属于它的模型：${def.model}`)
    const fields = new Set(parseFormFields(model.formData).map((f) => f.vModel))
    const missing = fieldsNamedBy(def).find((f) => !fields.has(f))
    if (missing) throw new Error(`目录模块 ${m.code} 的记录状态引用了模型 ${model.id} 中不存在的字段：${missing}`)
  }
}

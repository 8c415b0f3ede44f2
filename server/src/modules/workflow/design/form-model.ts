// The low-code model behind a flow form designed in 表单设计: the engine runs a low-code form (formType 2) through a
// model (its records hold the task values), so releasing such a form writes its JSON into a model of its own. That
// model has JNPF's formInfo type 6: it belongs to the form, and the 功能设计 list (type 1) does not show it.
import type { VisualDevTable } from '../../../db/schema'

export const FORM_MODEL_TYPE = 6

export const isFormModel = (m: Pick<VisualDevTable, 'type'>): boolean => Number(m.type ?? 1) === FORM_MODEL_TYPE

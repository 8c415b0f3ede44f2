// The low-code module's public surface for other modules: reading a model's form JSON, the regList pattern rule and
// the model lookup (the designers' API builds on them).
export { parseForm, fieldIndex, type FormField, type ParsedForm } from './form-fields'
export { patternOf } from './validate'
export { visualDevRepository } from './repository'
export { checkModelJson, checkFormData, checkColumnData, MAX_JSON_CHARS, type ModelJson } from './design-checks'

// The low-code model logic: pure functions over the JNPF JSON, no React, no requests.
export { normaliseForm, normaliseFields } from './normalise'
export { KEY_ALIASES, toJnpfKey, DISPLAY_KEYS, SYSTEM_KEYS, CONTAINER_KEYS, NUMBER_KEYS, TEXT_KEYS } from './keys'
export { mapOptions } from './options'
export { allFields, dataFields, tableColumns, findField, currentValue, initialValues, emptyRow, toSubmitData } from './fields'
export { billRuleFields, withBillNumbers } from './bill-numbers'
export { parsePattern, fieldRules, buildFormRules } from './rules'
export { evaluateExpression, calculateField, roundTo, type CalculateOptions } from './calculate'
export { thousands, amountChinese } from './number-format'
export { inserted, applyFormPermission, permissionId, isVisibleOnApp, isShown, permittedSearchList } from './permission'
export { KEYWORD_ID, parseColumnData, transformColumnList } from './list-config'
export {
  UNPAGED_PAGE_SIZE, sortOptions, buildSidx, buildQueryJson, buildListQuery, deleteRefusal,
  type SortSpec, type ListQueryState, type ListQueryBody
} from './list-query'
export { formatDateValue, switchText, optionLabels, locationText, numberText, displayText, formatFileSize } from './display'
export { toDayjsFormat, formatOf, truncateToFormat, formatMillis } from './date-format'

// Selector widgets (organisation ... area pickers, popupSelect, popupTableSelect, relationForm, autoComplete), keyed
// by 3.6 jnpfKey; the registry also answers the older names (comSelect -> organizeSelect, address -> areaSelect).
import type { WidgetMap } from '../../types'
import { areaKind } from './area-kind'
import { AutoComplete } from './auto-complete'
import { departmentKind, groupKind, organizeKind, positionKind, roleKind } from './org-kinds'
import { popupSelectKind, popupTableSelectKind, relationFormKind } from './row-kinds'
import { rowSelectorWidget } from './row-selector-widget'
import { treeSelectorWidget } from './tree-selector-widget'
import { userKind, usersKind } from './user-kinds'

export const selectorWidgets: WidgetMap = {
  organizeSelect: treeSelectorWidget(organizeKind),
  depSelect: treeSelectorWidget(departmentKind),
  posSelect: treeSelectorWidget(positionKind),
  userSelect: treeSelectorWidget(userKind),
  roleSelect: treeSelectorWidget(roleKind),
  groupSelect: treeSelectorWidget(groupKind),
  usersSelect: treeSelectorWidget(usersKind),
  areaSelect: treeSelectorWidget(areaKind),
  popupSelect: rowSelectorWidget(popupSelectKind),
  popupTableSelect: rowSelectorWidget(popupTableSelectKind),
  relationForm: rowSelectorWidget(relationFormKind),
  autoComplete: AutoComplete
}

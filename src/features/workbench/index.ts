// Public surface of the Workbench feature: the menu grid, 全部应用, external links.
export { WorkbenchSections, WORKBENCH_EMPTY_TEXT } from './components/workbench-sections'
export { AllApps } from './components/all-apps'
export { AppGrid } from './components/app-grid'
export { ExternalLink } from './components/external-link'
export { buildSections, flattenEntries, searchEntries, entryUrl, MenuType } from './menu-entries'
export type { AppEntry, AppSection } from './menu-entries'
export { openEntry } from './open-entry'

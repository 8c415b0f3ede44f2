// The states of a process and of an inspection request, and their names as the site reads them.
export const PROCESS = { notStarted: 0, building: 1, toInspect: 2, inspecting: 3, accepted: 4, returned: 5 } as const
export const PROCESS_NAMES = ['未开始', '施工中', '待报验', '报验中', '已验收', '驳回']

export const INSPECTION = { pending: 1, passed: 2, returned: 3 } as const
export const INSPECTION_NAMES: Record<number, string> = { 1: '报验中', 2: '已验收', 3: '驳回' }

/** who builds and requests inspection, who inspects (catalogue role codes) */
export const BUILDERS = ['sectionForeman', 'projectManager', 'chiefEngineer']
export const INSPECTORS = ['supervisionEngineer']
export const MATERIAL_WRITERS = [...BUILDERS, 'labTechnician']

// The default grants of the App's 专项任务 directory: the managers and the safety officers (安全总监 takes theirs) issue
// special tasks and their notices; the supervising engineers and the section foremen read the registers (they act on
// what is handed to them from 待办事宜).
import type { MenuGrants } from '../grants'

const REGISTERS = ['specialTaskRecord', 'specialTaskNoticeRecord']

export const specialTaskGrants: MenuGrants = {
  directory: 'specialTask',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    safetyOfficer: '*',
    supervisionEngineer: REGISTERS,
    sectionForeman: REGISTERS
  }
}

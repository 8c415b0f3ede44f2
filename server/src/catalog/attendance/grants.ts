// The default grants of the App's 考勤管理 directory: which catalogue roles see which of its entries. Everybody
// working on site clocks in and sees his own records and statistics (the server keeps a worker to his own lines);
// the section's foremen keep the worker registry; the project managers have the whole directory.
import { entriesUnder } from '../system/app-menus'
import type { MenuGrants } from '../grants'

const SELF = ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'faceRecognition']
const FIELD = entriesUnder('fieldService')

export const attendanceGrants: MenuGrants = {
  directory: 'attendance',
  roles: {
    projectManager: '*',
    chiefEngineer: [...SELF, ...FIELD],
    safetyOfficer: SELF,
    supervisionEngineer: [...SELF, ...FIELD],
    labTechnician: SELF,
    sectionForeman: [...SELF, ...FIELD, 'informationEntry', 'contractWorkersInfo'],
    contractorWorker: ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition']
  }
}

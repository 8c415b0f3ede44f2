// The default grants of the App's 考勤管理 directory: which catalogue roles see which of its entries. Everybody
// working on site clocks in and sees his own records and statistics (the server keeps a worker to his own lines);
// the section's foremen keep the worker registry; the project managers have the whole directory. The management
// staff register (managerInfo) is read by everyone who reads a section's attendance and kept by its managers.
import { entriesUnder } from '../system/app-menus'
import type { MenuGrants } from '../grants'

const SELF = ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'faceRecognition']
const FIELD = entriesUnder('fieldService')

export const attendanceGrants: MenuGrants = {
  directory: 'attendance',
  roles: {
    projectManager: '*',
    chiefEngineer: [...SELF, ...FIELD, 'managerInfo'],
    safetyOfficer: [...SELF, 'managerInfo'],
    supervisionEngineer: [...SELF, ...FIELD, 'managerInfo'],
    labTechnician: SELF,
    sectionForeman: [...SELF, ...FIELD, 'informationEntry', 'contractWorkersInfo', 'managerInfo'],
    ownerProjectManager: ['managerInfo'],
    ownerChiefEngineer: ['managerInfo'],
    // a worker sent to a yard or a supplier clocks in there with a photo and a reason
    contractorWorker: ['attendanceClock', 'punchClockRecord', 'punshClockStatistics', 'attendanceFaceRecognition', 'fieldPhotoCheck']
  }
}

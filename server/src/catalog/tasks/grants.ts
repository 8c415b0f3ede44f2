// The default grants of the App's 事务中心 directory (the task centre): managers see all of it; supervisors publish,
// audit and issue orders; section foremen, safety officers and lab technicians follow the tasks handed to them.
// Publishing and auditing are also checked on the server (modules/tasks/access.ts): a menu alone moves no task.
import type { MenuGrants } from '../grants'

// the people a meeting calls sign in on 监理例会 (supervisionMeeting)
const TASKS = ['myTasks', 'addTask', 'workMessage', 'schedule', 'reportLog', 'supervisionMeeting']

export const taskGrants: MenuGrants = {
  directory: 'transaction',
  roles: {
    projectManager: '*',
    chiefEngineer: '*',
    supervisionEngineer: ['myTasks', 'publishTask', 'auditTask', 'addTask', 'supervisionMeeting', 'supervisionOrder', 'workMessage', 'schedule', 'reportLog'],
    safetyOfficer: TASKS,
    // foremen reply to the supervision orders issued to their section
    // and follow the work orders (派工单) handed to their section with the materials consumed on them
    sectionForeman: [...TASKS, 'supervisionOrder', 'order'],
    labTechnician: ['myTasks', 'workMessage', 'schedule', 'reportLog']
  }
}

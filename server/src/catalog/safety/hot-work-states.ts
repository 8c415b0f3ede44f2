// The states of a hot work permit (动火作业许可, models/hot-work.ts): applied for (and approved through its flow), the
// work started on the spot once the gas test is taken, then closed with a check of the place; or cancelled. A permit
// whose window has ended while applied for or at work is overdue: the lists show it as expired. Rules the moves
// cannot say (approved first, inside the window, a fresh gas test) are in modules/safety/hot-work-hooks.ts.
import type { RecordStatesDef } from '../../modules/visualdev'
import { HOT_WORK_MODEL_ID } from './models/hot-work'

const ON_SITE = { roles: ['safetyOfficer'], creator: true, userFields: ['watcher'] }

export const hotWorkStates: RecordStatesDef = {
  model: HOT_WORK_MODEL_ID,
  states: [
    { code: 'applied', name: '待作业', colour: '#2979ff' },
    { code: 'working', name: '作业中', colour: '#ff9900' },
    { code: 'closed', name: '已关闭', colour: '#19be6b', final: true },
    { code: 'cancelled', name: '已作废', colour: '#909399', final: true }
  ],
  initial: 'applied',
  transitions: [
    {
      code: 'start', name: '开始作业', from: ['applied'], to: 'working', who: ON_SITE,
      needs: { fields: ['gasResult', 'gasTime'], photos: 1, photosLabel: '作业前现场照片' }, photosField: 'photos'
    },
    {
      code: 'close', name: '完工验收', from: ['working'], to: 'closed', who: ON_SITE,
      needs: { fields: ['closeCheck'], photos: 1, photosLabel: '完工现场照片', opinion: true, opinionLabel: '验收意见', signature: true },
      photosField: 'closePhotos'
    },
    { code: 'cancel', name: '作废', from: ['applied', 'working'], to: 'cancelled', who: { roles: ['safetyOfficer'], creator: true }, needs: { opinion: true, opinionLabel: '作废原因' } }
  ],
  due: { field: 'endTime', states: ['applied', 'working'] }
}

// 专项任务: the special tasks the group or the owner's project office issues to the sections (专项任务审批: the
// section's head reports, the issuer reviews) and their notices (专项任务通知: every recipient signs receipt).
import { defineModule } from '../define'
import { specialTaskGrants } from './grants'
import { specialNoticeFlow } from './flows/special-task-notice'
import { specialTaskFlow } from './flows/special-task'
import { specialNoticeModel } from './models/special-task-notice'
import { specialTaskModel } from './models/special-task'

export const specialTaskModule = defineModule({
  code: 'specialTask', name: '专项任务', version: 1,
  models: [specialTaskModel, specialNoticeModel],
  flows: [specialTaskFlow, specialNoticeFlow],
  grants: specialTaskGrants
})

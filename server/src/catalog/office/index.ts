// 行政办公: the 请假申请 flow (a system form launched from the process centre; no low-code model).
import { defineModule } from '../define'
import { leaveFlow } from './flows/leave'

export const officeModule = defineModule({
  code: 'office', name: '行政办公', version: 2, models: [], flows: [leaveFlow],
  // the flow code JNPF 3.6's own 请假申请 form asks a number for
  billRuleCodes: ['WF_LeaveApplyNo']
})

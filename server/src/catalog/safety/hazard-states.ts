// The closed loop of a hidden danger (事故隐患排查治理: 排查 → 登记 → 整改 → 复查 → 销号) on the 隐患整改 records: the
// person responsible named on the record accepts it and rectifies it, and submits the rectification for review with
// the measures taken, an account of the work and photos of the corrected site; the safety officer (or whoever
// reported the hazard) re-inspects on site and either closes it with an opinion and a signature, or sends it back
// with the reasons. The rectification deadline on the record is the due date: a hazard still not rectified after that
// day shows as overdue until it is submitted for review.
import type { RecordStatesDef } from '../../modules/visualdev'

const REVIEWERS = { roles: ['safetyOfficer'], creator: true }

export const hazardStates: RecordStatesDef = {
  model: 'vm-hazard-rectify',
  states: [
    { code: 'reported', name: '已上报', colour: '#2979ff' },
    { code: 'rectifying', name: '整改中', colour: '#ff9900' },
    { code: 'reviewing', name: '待复查', colour: '#8f5ee8' },
    { code: 'closed', name: '已闭合', colour: '#19be6b', final: true }
  ],
  initial: 'reported',
  transitions: [
    { code: 'accept', name: '接收整改', from: ['reported'], to: 'rectifying', who: { userFields: ['responsible'] } },
    {
      code: 'submitReview', name: '提交复查', from: ['rectifying'], to: 'reviewing', who: { userFields: ['responsible'] },
      needs: { fields: ['measures'], opinion: true, opinionLabel: '整改说明', photos: 1, photosLabel: '整改后照片' },
      photosField: 'afterPhotos'
    },
    {
      code: 'close', name: '复查通过', from: ['reviewing'], to: 'closed', who: REVIEWERS,
      needs: { opinion: true, opinionLabel: '复查意见', signature: true }
    },
    {
      code: 'reject', name: '复查不通过', from: ['reviewing'], to: 'rectifying', who: REVIEWERS,
      needs: { opinion: true, opinionLabel: '整改意见' }
    }
  ],
  due: { field: 'deadline', states: ['reported', 'rectifying'] }
}

// The approve dialog asks candiDateUserSelect for a node's candidates through the shared page bridge:
// `const result = await openCandidateSelect({ taskOperatorId, nodeCode, nodeName, selected })`; undefined when the
// user went back without confirming.
import { routes } from '@/config/routes'
import { openPicker } from '@/lib/picker-bridge'
import type { CandidateUser } from '../../api/candidates'

export interface CandidateSelectPayload {
  /** the to-do's operator id; '0' (or '') at launch, with flowId and formData */
  taskOperatorId: string
  nodeCode: string
  /** shown in the title */
  nodeName?: string
  /** the people chosen so far */
  selected?: CandidateUser[]
  flowId?: string
  formData?: Record<string, unknown>
}

export interface CandidateSelectResult {
  users: CandidateUser[]
  /** the ids for candidateList[nodeCode] */
  ids: string[]
}

export const openCandidateSelect = (payload: CandidateSelectPayload) =>
  openPicker<CandidateSelectResult, CandidateSelectPayload>(routes.candiDateUserSelect, payload)

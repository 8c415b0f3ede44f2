// Routes of 工序管理, 工序报验, 实体材料 and 问题整改; composed into `routes` by src/config/routes.ts.
import { withQuery } from './query'

export const processRoutes = {
  // 工序管理, 工序报验, 实体材料 and 问题整改 (issues 15 and 18)
  processManage: '/pages/apply/processManageNew/index',
  /** the processes of one WBS item */
  processList: (nodeId: string) => withQuery('/pages/apply/processManageNew/processList', { nodeId }),
  /** pick an item of the section's WBS; its processes open */
  selectWbs: '/pages/apply/processManageNew/selectWbs',
  processInspection: '/pages/apply/engineeringManagement/processInspectionApplication/index',
  processInspectionApply: (nodeId: string, seq: number) => withQuery('/pages/apply/engineeringManagement/processInspectionApplication/apply', { nodeId, seq: String(seq) }),
  processInspectionDetail: (id: string) => withQuery('/pages/apply/engineeringManagement/processInspectionApplication/detail', { id }),
  entityMaterials: '/pages/apply/engineeringManagement/entityMaterials/index',
  entityMaterialAdd: (nodeId?: string) => withQuery('/pages/apply/engineeringManagement/entityMaterials/add', { nodeId }),
  problemRectification: '/pages/apply/engineeringManagement/problemRectification/index',
  problemDetail: (id: string) => withQuery('/pages/apply/engineeringManagement/problemRectification/problemDetail', { id })
} as const

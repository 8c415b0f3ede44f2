// Routes of the workflow engine pages: detail, approve, to-dos, signing, delegation, scan form; composed into `routes` by src/config/routes.ts.
import { withQuery, type Query } from './query'

export const workflowRoutes = {
  /** workflow detail; config is the base64 JSON of spec §2 (built by the workflow issue) */
  flowBefore: (config: string) => withQuery('/pages/workFlow/flowBefore/index', { config }),
  /** the approve dialog of the detail (opinion, signature, candidates ...); pickerId names the bridge request */
  flowOperate: (pickerId: string) => withQuery('/pages/workFlow/operate/index', { pickerId }),
  /** the comments of a task (list, add, delete own) */
  flowComment: (taskId: string) => withQuery('/pages/workFlow/comment/index', { taskId }),
  allApp: '/pages/workFlow/allApp/index',
  /** 发起流程 / 我发起的 (tab 1) */
  flowLaunch: (tab?: number) => withQuery('/pages/workFlow/flowLaunch/index', { tab }),
  flowTodo: '/pages/workFlow/flowTodo/index',
  /** 批量审批: the to-dos of nodes that allow batch approval */
  flowBatch: '/pages/workFlow/batch/index',
  flowDone: '/pages/workFlow/flowDone/index',
  /** the batch-sign prompt and the signing list (spec §4): approved documents waiting for my signature */
  flowModal: '/pages/workFlow/flowModal/index',
  /** 自动签章: the auto-sign setting; its webview shows a provider's signing page */
  autoSign: '/pages/workFlow/autoSign/index',
  autoSignWebview: (url: string) => withQuery('/pages/workFlow/autoSign/webview', { url }),
  /** 批量电子签章 (batch role) and its verification page */
  batchESignature: '/pages/apply/batchESignature/index',
  batchESignatureTest: (id?: string) => withQuery('/pages/apply/batchESignature/testIndex', { id }),
  /** 数字签名: the personal seal and saved hand signatures */
  digitalSign: '/pages/apply/digitalSign/index',
  flowCopy: '/pages/workFlow/flowCopy/index',
  /** delegations: 我的委托 / 委托给我 (tab 1) */
  entrust: (tab?: number) => withQuery('/pages/workFlow/entrust/index', { tab }),
  /** create (no id) or edit a delegation */
  entrustForm: (id?: string) => withQuery('/pages/workFlow/entrust/form', { id }),
  /** the flow chooser of the delegation form; pickerId names the request held by the picker bridge */
  entrustFlow: (pickerId: string) => withQuery('/pages/workFlow/entrust/flow', { pickerId }),
  /** candidates of a node for the approve dialog; pickerId as above */
  candiDateUserSelect: (pickerId: string) => withQuery('/pages/workFlow/candiDateUserSelect/index', { pickerId }),
  /** opens a task from a scanned code, or the task the query names (taskId) */
  flowScanForm: (query: Query = {}) => withQuery('/pages/workFlow/scanForm/index', query)
} as const

// Table types as Kysely sees them, one file per domain; this index re-exports them all and defines Database.

import type { OrganizeTable, PositionTable, RoleTable, GroupTable, UserTable, UserRelationTable, ModuleTable, ModuleButtonTable, ModuleColumnTable, ModuleFormTable, AuthorizeTable, ProjectTable, ContractTable, DictionaryTypeTable, DictionaryDataTable, AreaTable, BillRuleTable, BillNumberIssuedTable, SysConfigTable, DirectoryVersionTable, TableChangeTable, SysLogTable, OrganizeRelationTable } from './base'
import type { TokenTable, LoginTicketTable, SmsCodeTable, SocialUserTable, LoginFailureTable, WechatCredentialTable, RateCounterTable } from './auth'
import type { DownloadTicketTable, FileRefTable, UploadFileTable } from './files'
import type { MessageTable, NoticeTable, ImContentTable, ImReplyTable, SocketBusEventTable } from './message'
import type { VisualDevTable, VisualDevRecordTable, DataInterfaceTable, VisualDevIdempotencyTable, VisualDevRecordHistoryTable, VisualDevRecordMoveTable, VisualDevRecordTallyTable, VisualDevRecordChangeTable, VisualDevRecordBeforeTable } from './visualdev'
import type { FlowDelegateTable, FlowCommentTable, SignImgTable, CommonWordsTable } from './workflow-extras'
import type { CatalogueItemTable } from './catalogue'
import type { ESignAuditTable, ESignDocumentTable, ESignSealTable, ESignSignListTable } from './esign'
import type { SchedulerRunTable, SchedulerSentTable } from './scheduler'
import type { AttendanceFenceTable, AttendancePunchTable, AttendancePunchRevokedTable, AttendanceRuleTable, AttendanceWorkerTable } from './attendance'
import type { AttendanceManagerTable } from './attendance-managers'
import type { KeyInspectionPointTable, KeyInspectionVisitTable } from './key-inspections'
import type { AttendanceFaceTable } from './attendance-face'
import type { WbsNodeTable, WbsPathTable, FillingTable, DailyReportTable, MeterTable, MeterLineTable } from './progress'
import type { TaskAssigneeTable, TaskItemTable, TaskUpdateTable, TaskChecklistTable, TaskChecklistItemTable, TaskSiteCheckTable, TaskCheckResultTable, TaskConsumeTable } from './tasks'
import type { SupervisionOrderTable, SupervisionOrderStepTable } from './supervision-orders'
import type { ProcessTable, ProcessInspectionTable, EntityMaterialTable } from './engineering-process'
import type { LabLimitTable, LabMaterialTable, LabResultTable, LabResultChangeTable, LabTestItemTable, LabLedgerTable, LabInfoTable, LabSampleTable } from './laboratory'
import type { TrainAttemptTable, TrainCourseTable, TrainQuestionTable, TrainSessionPersonTable, TrainSessionTable } from './training'
import type { EarlyWarningTable, EarlyWarningSectionTable, EarlyWarningReceiptTable } from './warnings'
import type { ProblemNodeTable, ProblemProposalTable } from './pitfalls'
import type { WorkMessageTable, WorkMessageReceiptTable, ScheduleEntryTable, WorkLogTable, WorkLogCommentTable } from './work-centre'
import type { SupervisionMeetingTable, SupervisionMeetingAttendeeTable, SupervisionMeetingResolutionTable } from './supervision-meetings'
import type { FlowTemplateTable, FlowTemplateJsonTable, FlowVisibleTable, FlowFormTable, FlowTaskTable, FlowTaskNodeTable, FlowTaskOperatorTable, FlowTaskOperatorRecordTable, FlowTaskCirculateTable, FlowCandidatesTable, FlowLaunchUserTable } from './workflow'
import type { DocumentTable } from './documents'
import type { VideoCameraTable } from './video'
import type { RebarCountTable } from './rebar'
import type { SmartAlarmTable, SmartDeviceTable, SmartReadingTable } from './smart-site'

export * from './base'
export * from './catalogue'
export * from './esign'
export * from './scheduler'
export * from './progress'
export * from './attendance'
export * from './attendance-managers'
export * from './key-inspections'
export * from './attendance-face'
export * from './tasks'
export * from './supervision-orders'
export * from './engineering-process'
export * from './laboratory'
export * from './training'
export * from './warnings'
export * from './pitfalls'
export * from './work-centre'
export * from './supervision-meetings'
export * from './video'
export * from './auth'
export * from './files'
export * from './message'
export * from './visualdev'
export * from './workflow-extras'
export * from './workflow'
export * from './documents'
export * from './rebar'
export * from './smart-site'

export interface Database {
  baseOrganize: OrganizeTable
  basePosition: PositionTable
  baseRole: RoleTable
  baseGroup: GroupTable
  baseUser: UserTable
  baseUserRelation: UserRelationTable
  baseModule: ModuleTable
  baseModuleButton: ModuleButtonTable
  baseModuleColumn: ModuleColumnTable
  baseModuleForm: ModuleFormTable
  baseAuthorize: AuthorizeTable
  project: ProjectTable
  contract: ContractTable
  baseDictionaryType: DictionaryTypeTable
  baseDictionaryData: DictionaryDataTable
  baseProvince: AreaTable
  baseBillRule: BillRuleTable
  baseBillNumberIssued: BillNumberIssuedTable
  baseSysConfig: SysConfigTable
  baseDirectoryVersion: DirectoryVersionTable
  tableChange: TableChangeTable
  baseSyslog: SysLogTable
  baseOrganizeRelation: OrganizeRelationTable
  authToken: TokenTable
  loginTicket: LoginTicketTable
  smsCode: SmsCodeTable
  baseSocialsUsers: SocialUserTable
  downloadTicket: DownloadTicketTable
  uploadFile: UploadFileTable
  fileRef: FileRefTable
  loginFailure: LoginFailureTable
  wechatCredential: WechatCredentialTable
  rateCounter: RateCounterTable
  esignSeal: ESignSealTable
  esignSignList: ESignSignListTable
  esignDocument: ESignDocumentTable
  esignAudit: ESignAuditTable
  baseMessage: MessageTable
  baseNotice: NoticeTable
  baseImContent: ImContentTable
  baseImReply: ImReplyTable
  socketBusEvent: SocketBusEventTable
  baseVisualDev: VisualDevTable
  visualdevRecord: VisualDevRecordTable
  visualdevIdempotency: VisualDevIdempotencyTable
  visualdevRecordHistory: VisualDevRecordHistoryTable
  visualdevRecordMove: VisualDevRecordMoveTable
  visualdevRecordTally: VisualDevRecordTallyTable
  visualdevRecordChange: VisualDevRecordChangeTable
  visualdevRecordBefore: VisualDevRecordBeforeTable
  baseDataInterface: DataInterfaceTable
  flowTemplate: FlowTemplateTable
  flowTemplateJson: FlowTemplateJsonTable
  flowVisible: FlowVisibleTable
  flowForm: FlowFormTable
  flowTask: FlowTaskTable
  flowTaskNode: FlowTaskNodeTable
  flowTaskOperator: FlowTaskOperatorTable
  flowTaskOperatorRecord: FlowTaskOperatorRecordTable
  flowTaskCirculate: FlowTaskCirculateTable
  flowCandidates: FlowCandidatesTable
  flowLaunchUser: FlowLaunchUserTable
  flowDelegate: FlowDelegateTable
  flowComment: FlowCommentTable
  baseSignImg: SignImgTable
  baseCommonWords: CommonWordsTable
  catalogueItem: CatalogueItemTable
  schedulerRun: SchedulerRunTable
  schedulerSent: SchedulerSentTable
  progressWbsNode: WbsNodeTable
  progressWbsPath: WbsPathTable
  progressFilling: FillingTable
  progressDailyReport: DailyReportTable
  progressMeter: MeterTable
  progressMeterLine: MeterLineTable
  attendanceFence: AttendanceFenceTable
  attendanceRule: AttendanceRuleTable
  attendanceWorker: AttendanceWorkerTable
  attendancePunch: AttendancePunchTable
  attendancePunchRevoked: AttendancePunchRevokedTable
  attendanceManager: AttendanceManagerTable
  keyInspectionPoint: KeyInspectionPointTable
  keyInspectionVisit: KeyInspectionVisitTable
  attendanceFace: AttendanceFaceTable
  taskItem: TaskItemTable
  taskAssignee: TaskAssigneeTable
  taskUpdate: TaskUpdateTable
  supervisionOrder: SupervisionOrderTable
  supervisionOrderStep: SupervisionOrderStepTable
  labLimit: LabLimitTable
  labMaterial: LabMaterialTable
  labResult: LabResultTable
  labResultChange: LabResultChangeTable
  labTestItem: LabTestItemTable
  labLedger: LabLedgerTable
  labInfo: LabInfoTable
  labSample: LabSampleTable
  trainCourse: TrainCourseTable
  trainQuestion: TrainQuestionTable
  trainAttempt: TrainAttemptTable
  trainSession: TrainSessionTable
  trainSessionPerson: TrainSessionPersonTable
  earlyWarning: EarlyWarningTable
  earlyWarningSection: EarlyWarningSectionTable
  earlyWarningReceipt: EarlyWarningReceiptTable
  safetyProblemNode: ProblemNodeTable
  safetyProblemProposal: ProblemProposalTable
  workMessage: WorkMessageTable
  workMessageReceipt: WorkMessageReceiptTable
  scheduleEntry: ScheduleEntryTable
  workLog: WorkLogTable
  workLogComment: WorkLogCommentTable
  supervisionMeeting: SupervisionMeetingTable
  supervisionMeetingAttendee: SupervisionMeetingAttendeeTable
  supervisionMeetingResolution: SupervisionMeetingResolutionTable,
  taskChecklist: TaskChecklistTable
  taskChecklistItem: TaskChecklistItemTable
  taskSiteCheck: TaskSiteCheckTable
  taskCheckResult: TaskCheckResultTable
  taskConsume: TaskConsumeTable,
  engProcess: ProcessTable
  engProcessInspection: ProcessInspectionTable
  engEntityMaterial: EntityMaterialTable,
  document: DocumentTable
  videoCamera: VideoCameraTable
  rebarCount: RebarCountTable
  smartDevice: SmartDeviceTable
  smartReading: SmartReadingTable
  smartAlarm: SmartAlarmTable
}

// Electronic signature tables (migration 032).

export interface ESignSealTable { userId: string; sealImg: string; sealName: string; autoSign: number; creatorTime: number }

/** the batch-sign prompt's sign-list record: state (F_State) 1 = put aside up to coveredUntil */
export interface ESignSignListTable { userId: string; state: number; coveredUntil: number; lastModifyTime: number }

/** one signature of one flow task's document by one signer; state 0 waiting at the provider, 1 signed, -1 failed */
export interface ESignDocumentTable {
  id: string
  taskId: string
  signerId: string
  projectId: string
  contractId: string
  title: string
  taskVersion: number
  state: number
  provider: string
  providerTaskId: string
  signUrl: string
  stampKind: string
  stampPage: number
  stampX: number
  stampY: number
  stampWidth: number
  fileName: string
  storedName: string
  sha256: string
  size: number
  creatorTime: number
  signedTime: number | null
}

export interface ESignAuditTable { id: string; documentId: string; userId: string; action: string; sha256: string; detail: string; creatorTime: number }

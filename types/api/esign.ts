// Electronic signature (spec §3 "Signature state", §4 batch-sign prompt, §7 /api/Signature/signaturefddservice).
// The spec names GetRoleSign (flag approve | login) and CreatePersonSeal; the rest of the module's calls live under
// the same path.

/** sign state: 0 no personal seal yet, 10 the user can sign (the prompt rule asks for 10) */
export type SignState = 0 | 10

/** an approved document waiting for the user's signature (handSignPushData.handSignPushDataList) */
export interface HandSignPushItem {
  taskId: string
  fullName: string
  flowName: string
  /** when the flow passed (ms) */
  endTime: number | null
  /** a provider's sign task already waits for the signer there */
  signUrl: string
}

export interface ESignProviderInfo {
  kind: 'local' | 'fdd'
  certified: boolean
  notice: string
}

export interface RoleSignVO {
  state: SignState
  /** the user holds the batch e-signature role (批量电子签章) */
  roleSign: boolean
  handSignPushData: { handSignPushDataList: HandSignPushItem[] }
  /** the sign-list record; F_State 1 = put aside until a newer document arrives (or, for flag login, the next login) */
  signList: { F_State: number }
  provider: ESignProviderInfo
}

export interface PersonSealVO {
  /** PNG data URL */
  sealImg: string
  sealName: string
  autoSign: boolean
  creatorTime: number
}

export type StampKind = 'seal' | 'signature'

export interface HandSignForm {
  taskIds: string[]
  /** the personal seal (default) or the default saved hand signature */
  stampKind?: StampKind
}

export interface SignedDocumentVO {
  id: string
  taskId: string
  title: string
  /** 0 waiting at the provider, 1 signed, -1 failed */
  state: number
  provider: 'local' | 'fdd'
  signUrl: string
  stampKind: StampKind
  fileName: string
  sha256: string
  signedTime: number | null
  creatorTime: number
}

export interface HandSignResult {
  taskId: string
  ok: boolean
  msg: string
  document: SignedDocumentVO | null
}

export interface VerifyVO {
  valid: boolean
  /** why not, or what was verified */
  msg: string
  documentId: string
  title: string
  signer: string
  signedTime: number | null
  provider: 'local' | 'fdd' | ''
  certified: boolean
  sha256: string
  recorded: string
  trail: { action: string; user: string; time: number; sha256: string; detail: string }[]
}

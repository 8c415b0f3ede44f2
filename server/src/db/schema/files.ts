// File tables: download tickets and stored uploads.

export interface DownloadTicketTable { id: string; type: string; name: string; expiresAt: number }

/** one row per stored upload: its folder, stored name and uploader */
export interface UploadFileTable {
  type: string
  name: string
  userId: string
  createdAt: number
  /** bytes (migration 018); rows of server-written files (exports) keep 0 and count for no quota */
  fileSize?: number
}

/** what a stored file belongs to (migration 018): whoever may read the owner may read the file */
export interface FileRefTable { type: string; name: string; ownerKind: string; ownerId: string }

// File tables: download tickets and stored uploads.

export interface DownloadTicketTable { id: string; type: string; name: string; expiresAt: number }

/** one row per stored upload: its folder, stored name and uploader */
export interface UploadFileTable { type: string; name: string; userId: string; createdAt: number }

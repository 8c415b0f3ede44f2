import { http } from '@/lib/request'

/** GET /api/oauth/setCodeCertificateStatus/{ticket}/1: tells the browser its code was scanned */
export async function markTicketScanned(ticket: string): Promise<void> {
  await http.get(`/api/oauth/setCodeCertificateStatus/${encodeURIComponent(ticket)}/1`, undefined, { silent: true })
}

/** GET /api/oauth/confirmLogin/{ticket}: logs the waiting browser in as the current user */
export async function confirmScanLogin(ticket: string): Promise<void> {
  await http.get(`/api/oauth/confirmLogin/${encodeURIComponent(ticket)}`, undefined, { silent: true })
}

/** GET /api/oauth/setCodeCertificateStatus/{ticket}/-1: refuses the web login */
export async function cancelScanLogin(ticket: string): Promise<void> {
  await http.get(`/api/oauth/setCodeCertificateStatus/${encodeURIComponent(ticket)}/-1`, undefined, { silent: true })
}

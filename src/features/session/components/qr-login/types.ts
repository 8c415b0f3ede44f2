export interface QrLoginProps {
  /** the QR tab is shown */
  active: boolean
  onSuccess: () => void
}

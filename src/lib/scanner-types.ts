export type ScanType = 'qrCode' | 'barCode'

export interface Scanner {
  /** false where the platform has no camera scanner (a browser): callers leave the entry out or offer a text box */
  supported: boolean
  /** the text of the scanned code, or null when the user closed the scanner */
  scan(types?: ScanType[]): Promise<string | null>
}
